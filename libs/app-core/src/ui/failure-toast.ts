import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { normalizeError, toastError, toastSuccess, TOAST_TEXT } from '@voltdesk/app-core';

/**
 * Toasts why a save or delete without a spec toast failed: the server's first field message when there
 * is one, else its message for a 4xx ('Order not found.'), else the spec's 'Something went wrong!' (a 5xx
 * message does not help the admin). Imported by package name so the toast queue is the shell's one.
 */
export function toastFailure(error: FetchBaseQueryError | SerializedError | undefined): void {
  const normalized = normalizeError(error);
  const field = Object.values(normalized.fields)[0];
  const clientError =
    typeof normalized.status === 'number' && normalized.status < 500 && normalized.status !== 422;
  const message = field ?? (clientError ? normalized.message : null);
  toastError(message ?? TOAST_TEXT.somethingWentWrong);
}

/** What a delete settles to, as RTK Query's mutation trigger answers it. */
export type DeleteOutcome =
  | { data: { message?: string | undefined } | null | undefined }
  | { error: FetchBaseQueryError | SerializedError | undefined };

/** Toasts how a confirmed delete went: the server's message (`done` when it sends none), or why it failed. */
export async function toastDeleted(pending: PromiseLike<DeleteOutcome>, done: string): Promise<void> {
  const result = await pending;
  if ('error' in result) toastFailure(result.error);
  else toastSuccess(result.data?.message ?? done);
}
