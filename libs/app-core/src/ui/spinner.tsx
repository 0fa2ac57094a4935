import './ui.css';

export function Spinner({ label = 'Loading...', light = false }: { label?: string; light?: boolean }) {
  return (
    <span role="status" className="vd-spinner-wrap">
      <span className={`vd-spinner${light ? ' vd-spinner--light' : ''}`} aria-hidden="true" />
      <span className="vd-visually-hidden">{label}</span>
    </span>
  );
}
