import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type TouchEvent,
} from 'react';

/** Items in view by viewport width (spec section 9): 1 below 700 px, 3 from 700, 4 from 1024. */
export function itemsPerView(width: number): number {
  if (width >= 1024) return 4;
  if (width >= 700) return 3;
  return 1;
}

export const AUTOPLAY_MS = 6000;
const SWIPE_PX = 40;

function onResize(changed: () => void): () => void {
  window.addEventListener('resize', changed);
  return () => window.removeEventListener('resize', changed);
}

/**
 * Items in view for the window's width. A server render knows no width: it draws one item (the phone's
 * view) and the browser hydrating it starts from the same, then moves to its own width.
 */
function usePerView(): number {
  return useSyncExternalStore(
    onResize,
    () => itemsPerView(window.innerWidth),
    () => 1,
  );
}

const noSubscription = () => () => undefined;

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A carousel's state of `count` items: which one comes first, how many are in view, and whether it plays.
 * It advances on its own every AUTOPLAY_MS except while hovered, focused, paused with its button, or when
 * the visitor asks for reduced motion; ArrowLeft/ArrowRight and a swipe move it by one.
 */
export function useCarousel(count: number) {
  const perView = usePerView();
  const [start, setStart] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Reduced motion is known in the browser only (a server render starts playing, and so does the browser
  // hydrating it, before it reads the setting); the visitor's own choice, once made, wins.
  const reducedMotion = useSyncExternalStore(noSubscription, prefersReducedMotion, () => false);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const paused = chosen ?? reducedMotion;
  const touchX = useRef<number | null>(null);
  const pages = Math.max(1, count - perView + 1);
  const current = Math.min(start, pages - 1);
  const movable = count > perView;

  const go = useCallback(
    (delta: number) => setStart((s) => (Math.min(s, pages - 1) + delta + pages) % pages),
    [pages],
  );

  useEffect(() => {
    if (!movable || paused || hovered || focused) return undefined;
    const timer = setInterval(() => go(1), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [movable, paused, hovered, focused, go]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      go(event.key === 'ArrowRight' ? 1 : -1);
    }
  };
  const onTouchStart = (event: TouchEvent) => {
    touchX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const from = touchX.current;
    const to = event.changedTouches[0]?.clientX;
    touchX.current = null;
    if (from === null || to === undefined || Math.abs(to - from) < SWIPE_PX) return;
    go(to < from ? 1 : -1);
  };

  return {
    perView,
    current,
    movable,
    paused,
    focused,
    go,
    togglePaused: () => setChosen(!paused),
    setHovered,
    setFocused,
    onKeyDown,
    onTouchStart,
    onTouchEnd,
  };
}
