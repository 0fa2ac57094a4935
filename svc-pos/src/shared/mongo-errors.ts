/** True for MongoDB's duplicate-key error (E11000), optionally on a given indexed field. */
export function isDuplicateKey(err: unknown, field?: string): boolean {
  if (typeof err !== 'object' || err === null || (err as { code?: unknown }).code !== 11000) return false;
  if (!field) return true;
  const e = err as { keyPattern?: object; keyValue?: object; message?: string };
  const keys = Object.keys(e.keyPattern ?? e.keyValue ?? {});
  return keys.length ? keys.includes(field) : String(e.message ?? '').includes(field);
}
