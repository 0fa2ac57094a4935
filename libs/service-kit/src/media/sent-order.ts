/**
 * The order in which a multipart request's files were sent. formidable lists a field's files as their writes
 * to disk finish, so a small second photo can come before a large first one; the order each file began in is
 * the order the client sent them, and it is what a visitor who numbered their photos expects to see kept.
 */
const began = new WeakMap<object, number>();
let next = 0;

/** koa-body's `onFileBegin`: stamps each file as its part starts, before any of it is written. */
export function markFileBegin(_field: string, file: object): void {
  began.set(file, next++);
}

/** Sorts files into the order they were sent (files not stamped keep their place at the end). */
export const inSentOrder = <F extends object>(files: readonly F[]): F[] =>
  [...files].sort((a, b) => (began.get(a) ?? Infinity) - (began.get(b) ?? Infinity));
