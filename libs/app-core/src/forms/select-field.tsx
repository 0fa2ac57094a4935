import { useId, type ReactNode } from 'react';
import '../ui/ui.css';

export interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  children: ReactNode;
}

/** Labelled select with the first error message under it (the select twin of TextField). */
export function SelectField({ label, name, value, onChange, error, children }: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="vd-field">
      <label className="vd-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value}
        className={`vd-input${error ? ' vd-input--invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
      {error ? (
        <div id={errorId} className="vd-field-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}
