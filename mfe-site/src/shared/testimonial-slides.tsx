import type { Testimonial } from './site-api';
import { Icon } from './icons';
import { useHydrated } from './use-hydrated';

interface TestimonialSlidesProps {
  items: Testimonial[];
  /** The first item in view, and how many are. */
  current: number;
  perView: number;
  /** Announce changes (paused or focused: never while it plays on its own). */
  live: boolean;
}

/** The carousel's track: every testimonial as a slide; those out of view hidden from assistive technology. */
export function TestimonialSlides({ items, current, perView, live }: TestimonialSlidesProps) {
  // The track's and slides' sizes are set only once hydrated: an inline `style` in the server's HTML is
  // refused by the Content-Security-Policy (styles are files of our origin) and hydration would not set it
  // again; set by React through the DOM afterwards, it is allowed. Until then the stylesheet's sizes hold.
  const hydrated = useHydrated();
  return (
    <div
      className="vs-carousel__track"
      style={hydrated ? { transform: `translateX(-${(current * 100) / perView}%)` } : undefined}
      aria-live={live ? 'polite' : 'off'}
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
  );
}
