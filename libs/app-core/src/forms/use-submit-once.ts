import { useCallback, useRef } from 'react';

/** `send` answers true once the server took the submit (the screen then moves on), false to allow another. */
export type SubmitOnce = (send: () => Promise<boolean>) => Promise<void>;

/**
 * A form's submit that runs one at a time, and never again once the server took it. A double click's second
 * submit can come before React renders the busy button, or after the answer but before the screen has moved
 * on (the dialog closed, the page left): a loading flag read at render lets it through either way. The
 * idempotency key then makes one record of the two, but the clerk would see the success twice, and a form
 * that starts a fresh key after a success would take it twice.
 */
export function useSubmitOnce(): SubmitOnce {
  const state = useRef<'ready' | 'sending' | 'taken'>('ready');
  return useCallback(async (send) => {
    if (state.current !== 'ready') return;
    state.current = 'sending';
    let taken = false;
    try {
      taken = await send();
    } finally {
      state.current = taken ? 'taken' : 'ready';
    }
  }, []);
}
