import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from './spinner';

export interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While the button's action runs: disabled, with a spinner announcing `busyLabel` before the text. */
  busy: boolean;
  busyLabel?: string;
}

/** A form's main button ('Save', 'Update'): a submit button by default, busy while its action runs. */
export function BusyButton({
  busy,
  busyLabel = 'Saving',
  disabled = false,
  type = 'submit',
  className = 'vd-btn',
  children,
  ...button
}: BusyButtonProps) {
  return (
    <button {...button} type={type} className={className} disabled={busy || disabled}>
      {busy ? <Spinner light label={busyLabel} /> : null}
      {children}
    </button>
  );
}
