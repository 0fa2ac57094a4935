import './ui.css';

export interface StatusBadgeProps {
  /** Record status: 1 Active, anything else Inactive. */
  status: number;
  /** When given (and not disabled) the badge is a button that toggles the status. */
  onToggle?: () => void;
  disabled?: boolean;
  /** Why the badge cannot be clicked (shown as its tooltip). */
  disabledReason?: string;
}

export function StatusBadge({ status, onToggle, disabled = false, disabledReason }: StatusBadgeProps) {
  const active = status === 1;
  const label = active ? 'Active' : 'Inactive';
  const className = `vd-badge ${active ? 'vd-badge--active' : 'vd-badge--inactive'}`;
  if (!onToggle || disabled) {
    return (
      <span className={className} title={disabled ? disabledReason : undefined}>
        {label}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={`${className} vd-badge--button`}
      onClick={onToggle}
      title={active ? 'Click to deactivate' : 'Click to activate'}
    >
      {label}
    </button>
  );
}
