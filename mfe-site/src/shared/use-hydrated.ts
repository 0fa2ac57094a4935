import { useSyncExternalStore } from 'react';

/**
 * False on the server and while the browser hydrates the server's HTML, true after (and from the start
 * when nothing was server-rendered). Lets a component hold back what only works with its script running:
 * inline styles the Content-Security-Policy refuses in the HTML, or a submit that would otherwise fall
 * through to the browser's own form submission.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const noSubscription = () => () => undefined;
