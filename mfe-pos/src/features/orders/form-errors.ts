import type { FirstErrors } from '@voltdesk/app-core';

/** The messages without the ones of `fields` (the clerk has changed them since); the same object if none. */
export function withoutFields(errors: FirstErrors, ...fields: string[]): FirstErrors {
  if (!fields.some((f) => Object.hasOwn(errors, f))) return errors;
  const next = { ...errors };
  for (const f of fields) delete next[f];
  return next;
}
