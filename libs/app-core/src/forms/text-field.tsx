import { useId, type InputHTMLAttributes } from 'react';
import { DateInput } from '../ui/date-input';
import { controlState, FieldFrame } from './field-frame';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  multiline?: boolean;
}

/**
 * Labelled input with the first error message under it (spec section 8). `type="date"` and
 * `type="datetime-local"` are a `DateInput`: the date (and 24-hour time) typed and shown in the business's
 * numeric order, never the browser's; the value a calendar day (or a wall-clock `2026-11-22T18:00`).
 */
export function TextField({ label, name, value, onChange, error, multiline, ...rest }: TextFieldProps) {
  const id = useId();
  const common = { id, name, value, ...controlState(id, error) };
  if (rest.type === 'date' || rest.type === 'datetime-local') {
    const { type, ...input } = rest;
    return (
      <FieldFrame id={id} label={label} error={error}>
        <DateInput {...input} {...common} withTime={type === 'datetime-local'} onChange={onChange} />
      </FieldFrame>
    );
  }
  return (
    <FieldFrame id={id} label={label} error={error}>
      {multiline ? (
        <textarea {...common} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} {...rest} onChange={(e) => onChange(e.target.value)} />
      )}
    </FieldFrame>
  );
}
