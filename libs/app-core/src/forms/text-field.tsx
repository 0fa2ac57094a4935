import { useId, type InputHTMLAttributes } from 'react';
import { controlState, FieldFrame } from './field-frame';

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
  const common = { id, name, value, ...controlState(id, error) };
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
