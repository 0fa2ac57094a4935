import { controlState, FieldFrame } from '@voltdesk/app-core/forms';

export interface AddressFieldProps {
  /** The control's id (its label, hint and error hang off it). */
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/**
 * An address typed in an editor panel (a link's or an image's): plain text, so a relative path or a
 * half-typed address is the panel's to judge, with the URL keyboard on phones.
 */
export function AddressField({ id, label, value, onChange, error }: AddressFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <input
        id={id}
        type="text"
        inputMode="url"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...controlState(id, error)}
      />
    </FieldFrame>
  );
}
