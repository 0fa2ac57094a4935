/** Response envelopes of docs/architecture.md section 3. Every service answers in these shapes only. */

/** Per-field messages; the UI shows the first message of each field. */
export type FieldErrors = Record<string, string[]>;

export interface SuccessBody<T> {
  data: T;
  message?: string;
  meta?: PageMeta;
}

export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
}

export const VALIDATION_MESSAGE = 'The given data was invalid.';
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

/** 422 for most calls: field map under `data`. */
export interface ValidationErrorBody {
  message: typeof VALIDATION_MESSAGE;
  data: FieldErrors;
}

/**
 * 422 of the calls whose endpoint definition says `errors: 'errors'` (login, updateProfile, changePassword
 * and the password reset): field map under `errors` (spec section 8).
 */
export interface AuthValidationErrorBody {
  message: string;
  errors: FieldErrors;
}

/** 401, 403, 404, 409, 413, 415, 429, 500. */
export interface MessageBody {
  message: string;
}
