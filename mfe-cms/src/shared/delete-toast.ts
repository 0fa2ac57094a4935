import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { toastSuccess } from '@voltdesk/app-core';
import { toastFailure } from '@voltdesk/app-core/ui';

type DeleteResult =
  { data: { message?: string } | null | undefined } | { error: FetchBaseQueryError | SerializedError };

/** Toasts how a confirmed delete went: the server's message, or why it failed. */
export async function toastDeleted(pending: PromiseLike<DeleteResult>, done: string): Promise<void> {
  const result = await pending;
  if ('error' in result) toastFailure(result.error);
  else toastSuccess(result.data?.message ?? done);
}
