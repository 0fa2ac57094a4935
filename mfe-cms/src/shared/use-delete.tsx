import { useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { toastSuccess } from '@voltdesk/app-core';
import { ConfirmDialog } from '@voltdesk/app-core/ui';
import { toastFailure } from './mutation-result';

type DeleteResult =
  { data: { message?: string } | null | undefined } | { error: FetchBaseQueryError | SerializedError };

/**
 * Delete with the spec's confirmation ('Are you sure delete?'): `ask(id)` opens the dialog, Delete calls
 * `remove(id)` and toasts the server's message (or why it failed).
 */
export function useDeleteWithConfirm(remove: (id: string) => PromiseLike<DeleteResult>, done: string) {
  const [target, setTarget] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (target === null) return;
    setBusy(true);
    const result = await remove(target);
    setBusy(false);
    setTarget(null);
    if ('error' in result) toastFailure(result.error);
    else toastSuccess(result.data?.message ?? done);
  };

  const dialog = (
    <ConfirmDialog
      open={target !== null}
      busy={busy}
      onCancel={() => setTarget(null)}
      onConfirm={() => void confirm()}
    />
  );
  return { ask: setTarget, dialog };
}
