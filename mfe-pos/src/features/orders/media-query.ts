import { useSyncExternalStore } from 'react';

/** Below this width the order list shows cards instead of a table. */
export const PHONE_QUERY = '(max-width: 699.98px)';

/**
 * Whether a media query matches now, following it as the window is resized or turned. False where the
 * browser has no `matchMedia` (tests that do not give one): the wide layout.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
