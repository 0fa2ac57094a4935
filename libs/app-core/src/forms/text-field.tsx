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
 * Labelled input with the first error message under it (spec section 8). `type="date"` is a `DateInput`:
 * the date typed and shown in the business's numeric order, never the browser's, its value a calendar day.
 */
export function TextField({ label, name, value, onChange, error, multiline, ...rest }: TextFieldProps) {
  const id = useId();
  const common = { id, name, value, ...controlState(id, error) };
  if (rest.type === 'date') {
    const { type: _date, ...input } = rest;
    return (
      <FieldFrame id={id} label={label} error={error}>
        <DateInput {...input} {...common} onChange={onChange} />
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
