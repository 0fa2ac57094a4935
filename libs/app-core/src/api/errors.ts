import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FieldErrors } from '@voltdesk/contracts';

/** First message per field, the way every screen shows server validation (spec section 8). */
export type FirstErrors = Record<string, string>;

export interface NormalizedError {
  /** HTTP status, or 'network' when the server was not reached, or 'unknown'. */
  status: number | 'network' | 'unknown';
  /** The body's `message`, when it has one. */
  message: string | null;
  /** First message of each field, from `data` (most calls) or `errors` (login, profile, password). */
  fields: FirstErrors;
}

export function firstMessages(map: FieldErrors | null | undefined): FirstErrors {
  const out: FirstErrors = {};
  if (!map || typeof map !== 'object') return out;
  for (const [field, messages] of Object.entries(map)) {
    const first = Array.isArray(messages) ? messages[0] : typeof messages === 'string' ? messages : null;
    if (typeof first === 'string') out[field] = first;
  }
  return out;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * Turns whatever an RTK Query call rejected with into one shape the screens read. Never throws.
 * Assumes the envelopes of docs/architecture.md section 3: `{ message, data: {field: [msgs]} }` or, for the
 * auth calls, `{ message, errors: {field: [msgs]} }`.
 */
export function normalizeError(
  error: FetchBaseQueryError | SerializedError | undefined | null,
): NormalizedError {
  if (!error) return { status: 'unknown', message: null, fields: {} };
  if (!('status' in error)) return { status: 'unknown', message: error.message ?? null, fields: {} };
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') {
    return { status: 'network', message: null, fields: {} };
  }
  const status = typeof error.status === 'number' ? error.status : 'unknown';
  const body = 'data' in error ? error.data : undefined;
  if (!isRecord(body)) return { status, message: null, fields: {} };
  const message = typeof body.message === 'string' ? body.message : null;
  const map = isRecord(body.errors) ? body.errors : status === 422 && isRecord(body.data) ? body.data : null;
  return { status, message, fields: firstMessages(map as FieldErrors | null) };
}
