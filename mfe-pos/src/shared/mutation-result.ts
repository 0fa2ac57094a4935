import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { normalizeError, toastError, TOAST_TEXT } from '@voltdesk/app-core';

/**
 * Toasts why a call without a spec toast (deletes, category/service saves) failed: the server's field
 * message when there is one ('This category has services and cannot be deleted.'), else its message for a
 * 4xx, else the spec's generic 'Something went wrong!'.
 */
export function toastFailure(error: FetchBaseQueryError | SerializedError | undefined): void {
  const normalized = normalizeError(error);
  const field = Object.values(normalized.fields)[0];
  // A 4xx message names the problem ('Order not found.'); a 5xx one does not help the desk.
  const clientError =
    typeof normalized.status === 'number' && normalized.status < 500 && normalized.status !== 422;
  const message = field ?? (clientError ? normalized.message : null);
  toastError(message ?? TOAST_TEXT.somethingWentWrong);
}

/** What a save mutation settles to, as the modals read it (its message, or why it failed). */
export type SaveResult =
  { data: { message?: string } } | { error: FetchBaseQueryError | SerializedError | undefined };
