import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type TouchEvent,
} from 'react';
import type { Testimonial } from './site-api';
import { Icon } from './icons';
import { useHydrated } from './use-hydrated';

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
 * The testimonials carousel (WAI-ARIA carousel pattern): previous/next buttons, ArrowLeft/ArrowRight when
 * it has focus, swipe on touch screens, and it advances on its own every few seconds except while hovered,
 * focused, paused with its button, or when the visitor asks for reduced motion. Slides out of view are
 * hidden from assistive technology.
 */
export function TestimonialsCarousel({
  items,
  title = 'What our customers say',
}: {
  items: Testimonial[];
  title?: string;
}) {
  const perView = usePerView();
  // The track's and slides' sizes are set only once hydrated: an inline `style` in the server's HTML is
  // refused by the Content-Security-Policy (styles are files of our origin) and hydration would not set it
  // again; set by React through the DOM afterwards, it is allowed. Until then the stylesheet's sizes hold.
  const hydrated = useHydrated();
  const [start, setStart] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Reduced motion is known in the browser only (a server render starts playing, and so does the browser
  // hydrating it, before it reads the setting); the visitor's own choice, once made, wins.
  const reducedMotion = useSyncExternalStore(noSubscription, prefersReducedMotion, () => false);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const paused = chosen ?? reducedMotion;
  const touchX = useRef<number | null>(null);
  const pages = Math.max(1, items.length - perView + 1);
  const current = Math.min(start, pages - 1);
  const movable = items.length > perView;

  const go = useCallback(
    (delta: number) => setStart((s) => (Math.min(s, pages - 1) + delta + pages) % pages),
    [pages],
  );

  useEffect(() => {
    if (!movable || paused || hovered || focused) return undefined;
    const timer = setInterval(() => go(1), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [movable, paused, hovered, focused, go]);

  if (!items.length) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
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

  return (
    <section
      className="vs-carousel"
      aria-roledescription="carousel"
      aria-labelledby="vs-testimonials-title"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="vs-section__head">
        <h2 id="vs-testimonials-title" className="vs-section__title">
          {title}
        </h2>
        {movable ? (
          <div className="vs-carousel__controls">
            <button
              type="button"
              className="vs-carousel__btn"
              onClick={() => setChosen(!paused)}
              aria-label={paused ? 'Play testimonials' : 'Pause testimonials'}
            >
              <Icon name={paused ? 'play' : 'pause'} size={18} />
            </button>
            <button
              type="button"
              className="vs-carousel__btn"
              onClick={() => go(-1)}
              aria-label="Previous testimonial"
            >
              <Icon name="left" size={20} />
            </button>
            <button
              type="button"
              className="vs-carousel__btn"
              onClick={() => go(1)}
              aria-label="Next testimonial"
            >
              <Icon name="right" size={20} />
            </button>
          </div>
        ) : null}
      </div>
      <div
        className="vs-carousel__viewport"
        tabIndex={movable ? 0 : undefined}
        role="group"
        aria-label={movable ? 'Testimonials: use the arrow keys to move' : 'Testimonials'}
        onKeyDown={onKeyDown}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <div
          className="vs-carousel__track"
          style={hydrated ? { transform: `translateX(-${(current * 100) / perView}%)` } : undefined}
          aria-live={paused || focused ? 'polite' : 'off'}
        >
          {items.map((t, i) => {
            const visible = i >= current && i < current + perView;
            return (
              <div
                key={t.id || i}
                className="vs-carousel__slide"
                style={hydrated ? { flexBasis: `${100 / perView}%` } : undefined}
                role="group"
                aria-roledescription="slide"
                aria-label={`${i + 1} of ${items.length}`}
                aria-hidden={!visible}
              >
                <figure className="vs-quote">
                  <Icon name="quote" size={28} className="vs-quote__mark" />
                  <blockquote className="vs-quote__text">
                    <p>{t.text}</p>
                  </blockquote>
                  {t.name ? <figcaption className="vs-quote__name">{t.name}</figcaption> : null}
                </figure>
              </div>
            );
          })}
        </div>
      </div>
      {movable ? (
        <p className="vs-carousel__status" aria-hidden="true">
          {current + 1}–{Math.min(current + perView, items.length)} of {items.length}
        </p>
      ) : null}
    </section>
  );
}

/** The carousel in its tinted section, as the landing and about pages show it; nothing without testimonials. */
export function TestimonialsSection({ items }: { items: Testimonial[] }) {
  if (!items.length) return null;
  return (
    <div className="vs-section vs-section--tint">
      <div className="vs-container">
        <TestimonialsCarousel items={items} />
      </div>
    </div>
  );
}
