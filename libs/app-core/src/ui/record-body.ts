import type { RecordField } from './record-field-input';

/** How a field's text becomes the value the contract expects. */
function defaultParse(field: RecordField): (text: string) => unknown {
  if (field.parse) return field.parse;
  if (field.kind === 'number') {
    return (text) => {
      const t = text.trim();
      return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : t === '' ? undefined : t;
    };
  }
  if (field.kind === 'rich') return (text) => text;
  // An empty date is no date: left out, so a required one is refused as required, not as badly formed.
  if (field.kind === 'date' || field.kind === 'datetime') return (text) => text.trim() || undefined;
  return (text) => text.trim();
}

/** A field's text when the modal opens: the record's value as the field shows it, or its initial text. */
export const initialText = (
  field: RecordField,
  record: Readonly<Record<string, unknown>> | undefined,
): string => {
  const stored = record?.[field.name];
  if (record && stored !== undefined && stored !== null)
    return field.format ? field.format(stored) : String(stored);
  return field.initial ?? '';
};

/**
 * The body a RecordModal sends: each text field's parsed value (left out when empty), and when it
 * updates a record its id and, with a status select, the status.
 */
export function bodyOf(
  textFields: readonly RecordField[],
  values: Readonly<Record<string, string>>,
  updating: { id: string; status: string | null } | undefined,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const f of textFields) {
    const value = defaultParse(f)(values[f.name] ?? '');
    if (value !== undefined) body[f.name] = value;
  }
  if (updating) {
    body.id = updating.id;
    if (updating.status !== null) body.status = updating.status === '1' ? 1 : 0;
  }
  return body;
}
