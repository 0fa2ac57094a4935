import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { normalizeError, toastError, TOAST_TEXT } from '@voltdesk/app-core';

/**
 * Toasts why a call without a spec toast (deletes, category/service saves) failed: the server's field
 * message when there is one ('This category has services and cannot be deleted.'), else its message, else
 * the spec's generic 'Something went wrong!'.
 */
export function toastFailure(error: FetchBaseQueryError | SerializedError | undefined): void {
  const normalized = normalizeError(error);
  const field = Object.values(normalized.fields)[0];
  const message =
    normalized.status === 'network'
      ? null
      : (field ?? (normalized.status === 422 ? null : normalized.message));
  toastError(message ?? TOAST_TEXT.somethingWentWrong);
}
