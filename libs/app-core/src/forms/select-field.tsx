import { useId, type ReactNode } from 'react';
import { controlState, FieldFrame } from './field-frame';

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
  return (
    <FieldFrame id={id} label={label} error={error}>
      <select
        id={id}
        name={name}
        value={value}
        {...controlState(id, error)}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
