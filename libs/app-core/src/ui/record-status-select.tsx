import { SelectField } from '@voltdesk/app-core/forms';

interface RecordStatusSelectProps {
  /** '1' active, '0' inactive. */
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}

/** The Status select an update modal adds (spec section 4): Active or Inactive. */
export function RecordStatusSelect({ value, onChange, error }: RecordStatusSelectProps) {
  return (
    <SelectField label="Status" name="status" value={value} onChange={onChange} error={error}>
      <option value="1">Active</option>
      <option value="0">Inactive</option>
    </SelectField>
  );
}
