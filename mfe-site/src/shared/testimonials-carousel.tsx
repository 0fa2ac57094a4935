import type { Testimonial } from './site-api';
import { CarouselControls } from './carousel-controls';
import { TestimonialSlides } from './testimonial-slides';
import { useCarousel } from './use-carousel';

export { AUTOPLAY_MS, itemsPerView } from './use-carousel';

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
  const carousel = useCarousel(items.length);
  const { current, perView, movable, paused, focused } = carousel;
  if (!items.length) return null;
  return (
    <section
      className="vs-carousel"
      aria-roledescription="carousel"
      aria-labelledby="vs-testimonials-title"
      onMouseEnter={() => carousel.setHovered(true)}
      onMouseLeave={() => carousel.setHovered(false)}
      onFocus={() => carousel.setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) carousel.setFocused(false);
      }}
    >
      <div className="vs-section__head">
        <h2 id="vs-testimonials-title" className="vs-section__title">
          {title}
        </h2>
        {movable ? (
          <CarouselControls paused={paused} onTogglePaused={carousel.togglePaused} onMove={carousel.go} />
        ) : null}
      </div>
      <div
        className="vs-carousel__viewport"
        tabIndex={movable ? 0 : undefined}
        role="group"
        aria-label={movable ? 'Testimonials: use the arrow keys to move' : 'Testimonials'}
        onKeyDown={carousel.onKeyDown}
        onTouchStart={carousel.onTouchStart}
        onTouchEnd={carousel.onTouchEnd}
      >
        <TestimonialSlides items={items} current={current} perView={perView} live={paused || focused} />
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
