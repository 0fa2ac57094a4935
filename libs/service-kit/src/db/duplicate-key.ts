import { ValidationError } from '../errors/http-errors';

/** What the driver (and the embedded server) tell about a unique index refusing a write. */
export interface DuplicateKeyError {
  code: 11000;
  keyValue?: Record<string, unknown>;
  keyPattern?: Record<string, unknown>;
  message?: string;
}

/**
 * True for MongoDB's duplicate-key error (E11000), optionally only when it is on `field`. This is the one
 * place that knows that error's shape: services use it where a duplicate means something other than
 * "taken" (an idempotent retry, a lost race to retry), and let `errorMiddleware` answer the rest.
 */
export function isDuplicateKey(err: unknown, field?: string): err is DuplicateKeyError {
  if (typeof err !== 'object' || err === null || (err as { code?: unknown }).code !== 11000) return false;
  if (!field) return true;
  const e = err as DuplicateKeyError;
  const keys = Object.keys(e.keyPattern ?? e.keyValue ?? {});
  // Without key details, the index name in the message is all there is to go on.
  return keys.length ? keys.includes(field) : String(e.message ?? '').includes(field);
}

/** A duplicate key as the 422 the API gives on the offending field: 'The <field> has already been taken.' */
export function duplicateKeyToValidation(err: DuplicateKeyError): ValidationError {
  return takenError(Object.keys(err.keyValue ?? err.keyPattern ?? { value: 1 })[0] ?? 'value');
}

/** The 422 on `field` for a value another record holds: 'The <field> has already been taken.' */
export function takenError(field: string): ValidationError {
  const label = field.split('.').pop()!.replace(/_/g, ' ');
  return new ValidationError({ [field]: [`The ${label} has already been taken.`] });
}
