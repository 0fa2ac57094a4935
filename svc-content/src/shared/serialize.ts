/** `_id` of a lean document as the API's string `id`. */
export const idOf = (doc: { _id: unknown }): string => String(doc._id);

/** ISO date text of a stored date (or null). */
export const iso = (d: Date | string | null | undefined): string | null =>
  d ? new Date(d).toISOString() : null;
