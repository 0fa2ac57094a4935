import { act, fireEvent, render, screen } from '@testing-library/react';
import { AUTOPLAY_MS, itemsPerView, TestimonialsCarousel } from './testimonials-carousel';

const items = Array.from({ length: 6 }, (_, i) => ({
  id: String(i),
  name: `Customer ${i + 1}`,
  text: `Quote ${i + 1}`,
}));

function visibleQuotes(): string[] {
  return screen
    .getAllByRole('group', { hidden: true })
    .filter(
      (g) => g.getAttribute('aria-roledescription') === 'slide' && g.getAttribute('aria-hidden') === 'false',
    )
    .map((g) => g.querySelector('p')!.textContent!);
}

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}

describe('testimonials carousel', () => {
  afterEach(() => {
    jest.useRealTimers();
    setWidth(1024);
  });

  it('shows 1 item below 700 px, 3 from 700 px and 4 from 1024 px', () => {
    expect([375, 699, 700, 1023, 1024, 1280].map(itemsPerView)).toEqual([1, 1, 3, 3, 4, 4]);
    setWidth(375);
    render(<TestimonialsCarousel items={items} />);
    expect(visibleQuotes()).toEqual(['Quote 1']);
    act(() => {
      setWidth(800);
      window.dispatchEvent(new Event('resize'));
    });
    expect(visibleQuotes()).toEqual(['Quote 1', 'Quote 2', 'Quote 3']);
    act(() => {
      setWidth(1280);
      window.dispatchEvent(new Event('resize'));
    });
    expect(visibleQuotes()).toEqual(['Quote 1', 'Quote 2', 'Quote 3', 'Quote 4']);
  });

  it('moves with the buttons and wraps around', () => {
    setWidth(1280);
    render(<TestimonialsCarousel items={items} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(visibleQuotes()).toEqual(['Quote 2', 'Quote 3', 'Quote 4', 'Quote 5']);
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(visibleQuotes()).toEqual(['Quote 1', 'Quote 2', 'Quote 3', 'Quote 4']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(visibleQuotes()).toEqual(['Quote 3', 'Quote 4', 'Quote 5', 'Quote 6']);
  });

  it('moves with the arrow keys and with a swipe', () => {
    setWidth(375);
    render(<TestimonialsCarousel items={items} />);
    const viewport = screen.getByRole('group', { name: /Testimonials/ });
    expect(viewport).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    expect(visibleQuotes()).toEqual(['Quote 2']);
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    expect(visibleQuotes()).toEqual(['Quote 1']);
    fireEvent.touchStart(viewport, { touches: [{ clientX: 300 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 120 }] });
    expect(visibleQuotes()).toEqual(['Quote 2']);
    fireEvent.touchStart(viewport, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 300 }] });
    expect(visibleQuotes()).toEqual(['Quote 1']);
    // A tap (no real movement) is not a swipe.
    fireEvent.touchStart(viewport, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(viewport, { changedTouches: [{ clientX: 110 }] });
    expect(visibleQuotes()).toEqual(['Quote 1']);
  });

  it('advances on its own, pauses on hover and with its pause button', () => {
    jest.useFakeTimers();
    setWidth(375);
    const { container } = render(<TestimonialsCarousel items={items} />);
    const region = container.querySelector('section')!;
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(visibleQuotes()).toEqual(['Quote 2']);
    fireEvent.mouseEnter(region);
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(visibleQuotes()).toEqual(['Quote 2']);
    fireEvent.mouseLeave(region);
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS));
    expect(visibleQuotes()).toEqual(['Quote 3']);
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Play testimonials' }));
    act(() => jest.advanceTimersByTime(AUTOPLAY_MS * 3));
    expect(visibleQuotes()).toEqual(['Quote 3']);
  });

  it('has no controls when everything fits, and renders nothing without items', () => {
    setWidth(1280);
    const { rerender, container } = render(<TestimonialsCarousel items={items.slice(0, 3)} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(visibleQuotes()).toHaveLength(3);
    rerender(<TestimonialsCarousel items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
