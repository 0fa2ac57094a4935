import { useEffect, useRef, type KeyboardEvent } from 'react';

/**
 * Enter applies the panel (it must not submit the form the editor sits in) and Escape closes only the
 * panel (not the modal around the editor, which listens on the document).
 */
export function panelKeys(apply: () => void, cancel: () => void) {
  return (e: KeyboardEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    if (e.key === 'Enter' && target instanceof HTMLInputElement && target.type !== 'file') {
      e.preventDefault();
      apply();
    } else if (e.key === 'Escape') {
      e.stopPropagation();
      cancel();
    }
  };
}

/** Moves focus to the panel's first control when it opens (the toolbar button gets it back on close). */
export function useFocusFirst() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('input, button, select')?.focus();
  }, []);
  return ref;
}
