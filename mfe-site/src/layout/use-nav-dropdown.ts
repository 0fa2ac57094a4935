import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';

const SUB_LINKS = '.vs-nav__sub a';

/**
 * The behaviour of a navbar dropdown (WAI-ARIA "disclosure navigation"): open state, closed by a click
 * outside and by navigation, and the keys: ArrowDown opens and focuses the first child (then the next),
 * ArrowUp goes back (to the button from the first child), Escape closes with focus back on the button.
 */
export function useNavDropdown() {
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  // Open "at" a path: navigating anywhere closes the dropdown without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (value: boolean | ((o: boolean) => boolean)) =>
    setOpenAt((current) => {
      const was = current === pathname;
      return (typeof value === 'function' ? value(was) : value) ? pathname : null;
    });

  useEffect(() => {
    if (!open) return undefined;
    const onDown = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const subLinks = () => [...(rootRef.current?.querySelectorAll<HTMLElement>(SUB_LINKS) ?? [])];
  const focusChild = (index: number) => {
    const links = subLinks();
    links[Math.max(0, Math.min(index, links.length - 1))]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const inList = (event.target as HTMLElement).closest('.vs-nav__sub');
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!inList) {
        setOpen(true);
        requestAnimationFrame(() => focusChild(0));
      } else {
        focusChild(subLinks().indexOf(event.target as HTMLElement) + 1);
      }
    } else if (event.key === 'ArrowUp' && inList) {
      event.preventDefault();
      const index = subLinks().indexOf(event.target as HTMLElement);
      if (index <= 0) buttonRef.current?.focus();
      else focusChild(index - 1);
    }
  };

  return { open, setOpen, rootRef, buttonRef, onKeyDown };
}
