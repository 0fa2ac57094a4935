/**
 * The one format of an `Idempotency-Key`: a random v4 UUID. The brand means only this file makes one, so
 * every front end sends keys of one shape, and an idempotent call cannot be handed any other string.
 */
export type IdempotencyKey = string & { readonly __idempotencyKey: true };

/**
 * A fresh key for one user action (a submit, a confirm): every repeat of that action (a double click, a
 * retry after a lost answer) sends the same key, so the server answers the first result instead of writing
 * twice. `crypto.randomUUID` exists only in secure contexts (https or localhost); `getRandomValues`
 * everywhere, so it is the fallback.
 */
export function newIdempotencyKey(): IdempotencyKey {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID() as IdempotencyKey;
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` as IdempotencyKey;
}
