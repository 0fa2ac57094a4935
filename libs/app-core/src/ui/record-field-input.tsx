import type { HTMLAttributes } from 'react';
import { SelectField, TextField } from '@voltdesk/app-core/forms';
import { RichTextEditor } from '@voltdesk/app-core/editor';
import { ImageInput } from './image-input';

export interface RecordFieldOption {
  value: string;
  label: string;
}

export interface RecordField {
  name: string;
  label: string;
  /**
   * text (default), textarea, number, select (`options`), image (a file), rich (the HTML editor), datetime
   * (a `datetime-local` input; `format`/`parse` turn it from and into what the contract holds), date (a
   * `date` input, whose value is already the contract's `YYYY-MM-DD`).
   */
  kind?: 'text' | 'textarea' | 'number' | 'select' | 'image' | 'rich' | 'datetime' | 'date';
  options?: readonly RecordFieldOption[];
  placeholder?: string;
  /** The keyboard a phone shows for a text field ('decimal' for amounts). */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** The text a new record starts with (a select's default choice). */
  initial?: string;
  /** How the stored value shows in the field (default: as text); pounds as "45.50", say. */
  format?: (stored: unknown) => string;
  /**
   * Turns the typed text into what the contract expects. Default: text trimmed; a number field's digits
   * as a number (other text stays text, so the schema names the field).
   */
  parse?: (text: string) => unknown;
  /** An image field that a new record must have (svc-content's own message when missing). */
  requiredOnCreate?: boolean;
}

interface RecordFieldInputProps {
  field: RecordField;
  /** The field's text (image fields hold a file instead). */
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  /** An image field's stored image, shown until another is picked. */
  currentUrl: string | null;
  onFile: (file: File | null) => void;
}

const INPUT_TYPES: Partial<Record<NonNullable<RecordField['kind']>, string>> = {
  number: 'number',
  datetime: 'datetime-local',
  date: 'date',
};

/** One field of a RecordModal, drawn as its kind says: a text box, a select, the rich editor, an image. */
export function RecordFieldInput({
  field: f,
  value,
  onChange,
  error,
  currentUrl,
  onFile,
}: RecordFieldInputProps) {
  switch (f.kind) {
    case 'image':
      return (
        <ImageInput label={f.label} name={f.name} currentUrl={currentUrl} onChange={onFile} error={error} />
      );
    case 'select':
      return (
        <SelectField label={f.label} name={f.name} value={value} onChange={onChange} error={error}>
          {(f.options ?? []).map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
      );
    case 'rich':
      return <RichTextEditor label={f.label} value={value} onChange={onChange} error={error} />;
    default:
      return (
        <TextField
          label={f.label}
          name={f.name}
          value={value}
          type={INPUT_TYPES[f.kind ?? 'text']}
          multiline={f.kind === 'textarea'}
          placeholder={f.placeholder}
          inputMode={f.inputMode}
          // A record's fields are not the admin's own details: the browser's autofill only gets in the way.
          autoComplete="off"
          onChange={onChange}
          error={error}
        />
      );
  }
}
