import { useId, type InputHTMLAttributes } from 'react';
import '../ui/ui.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  multiline?: boolean;
}

/** Labelled input with the first error message under it (spec section 8). */
export function TextField({ label, name, value, onChange, error, multiline, ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    className: `vd-input${error ? ' vd-input--invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="vd-field">
      <label className="vd-label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} {...rest} onChange={(e) => onChange(e.target.value)} />
      )}
      {error ? (
        <div id={errorId} className="vd-field-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}
