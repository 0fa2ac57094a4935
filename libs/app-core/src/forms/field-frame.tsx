import type { ReactNode } from 'react';
import '../ui/ui.css';

/** The error message's element id for the control `id` (what `aria-describedby` points at). */
const errorIdOf = (id: string) => `${id}-error`;

/**
 * The accessibility and look a form control takes from its error: marked invalid and described by the
 * message under it. `base` is the control's own class ('vd-input', 'vd-input vd-input--file').
 */
export function controlState(id: string, error: string | undefined, base = 'vd-input') {
  return {
    className: `${base}${error ? ' vd-input--invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorIdOf(id) : undefined,
  } as const;
}

export interface FieldFrameProps {
  /** The control's id, which the label points at. */
  id: string;
  label: string;
  /** The first error message, shown under the control. */
  error?: string | undefined;
  /** The control (with `controlState(id, error)` spread on it), and anything shown with it. */
  children: ReactNode;
}

/** A labelled form control with its error message under it: what TextField, SelectField and ImageInput share. */
export function FieldFrame({ id, label, error, children }: FieldFrameProps) {
  return (
    <div className="vd-field">
      <label className="vd-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error ? (
        <div id={errorIdOf(id)} className="vd-field-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}
