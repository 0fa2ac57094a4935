import { Icon } from './icons';

interface CarouselControlsProps {
  paused: boolean;
  onTogglePaused: () => void;
  onMove: (delta: number) => void;
}

/** The testimonials carousel's play/pause, previous and next buttons. */
export function CarouselControls({ paused, onTogglePaused, onMove }: CarouselControlsProps) {
  return (
    <div className="vs-carousel__controls">
      <button
        type="button"
        className="vs-carousel__btn"
        onClick={onTogglePaused}
        aria-label={paused ? 'Play testimonials' : 'Pause testimonials'}
      >
        <Icon name={paused ? 'play' : 'pause'} size={18} />
      </button>
      <button
        type="button"
        className="vs-carousel__btn"
        onClick={() => onMove(-1)}
        aria-label="Previous testimonial"
      >
        <Icon name="left" size={20} />
      </button>
      <button
        type="button"
        className="vs-carousel__btn"
        onClick={() => onMove(1)}
        aria-label="Next testimonial"
      >
        <Icon name="right" size={20} />
      </button>
    </div>
  );
}
