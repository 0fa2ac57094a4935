/**
 * The limits on what a request may carry, and the 413 messages that state them, so the person who sent
 * a 20 MB photo reads what is allowed instead of only "too large". The services (koa-body) and the local
 * gateway (which refuses an oversized body before it goes upstream) answer the same words.
 */

/** JSON bodies (koa-body's `jsonLimit`, in `bytes` notation). */
export const JSON_LIMIT = '1mb';
/** One uploaded file. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** A multipart request carries at most this many files' worth. */
export const MAX_FILES_BYTES = 4 * MAX_FILE_BYTES;

/** 5242880 -> '5 MB', 8192 -> '8 KB'. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const TOO_LARGE_MESSAGES = {
  /** A multipart upload over a per-file or total limit. */
  files: `The request is too large: a file may be at most ${sizeText(MAX_FILE_BYTES)}, and the files of one request ${sizeText(MAX_FILES_BYTES)} together.`,
  /** A JSON (or form-encoded) body over the route's limit. */
  body: (limitBytes: number) => `The request is too large: at most ${sizeText(limitBytes)}.`,
  /** A body where the route takes none. */
  none: 'The request is too large.',
} as const;
