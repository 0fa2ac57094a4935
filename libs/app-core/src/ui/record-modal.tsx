import { useState, type FormEvent, type HTMLAttributes, type ReactNode } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { requiredMessage } from '@voltdesk/contracts';
import { toastSuccess } from '@voltdesk/app-core';
import { SelectField, TextField, useFormErrors } from '@voltdesk/app-core/forms';
import { RichTextEditor } from '@voltdesk/app-core/editor';
import { ImageInput } from './image-input';
import { Modal } from './modal';
import { FormModalFooter } from './form-modal-footer';
import { toastFailure } from './failure-toast';

export type SaveResult =
  { data: { message?: string | undefined } } | { error: FetchBaseQueryError | SerializedError };

export interface RecordFieldOption {
  value: string;
  label: string;
}

export interface RecordField {
  name: string;
  label: string;
  /**
   * text (default), textarea, number, select (`options`), image (a file), rich (the HTML editor), datetime
   * (a `datetime-local` input; `format`/`parse` turn it from and into what the contract holds).
   */
  kind?: 'text' | 'textarea' | 'number' | 'select' | 'image' | 'rich' | 'datetime';
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

/** The record an update modal starts from: its id, its status, and its fields by name. */
export type RecordOf = { id: string; status?: number } & Record<string, unknown>;

export interface RecordModalProps {
  /** 'Testimonial', 'Charge': the titles are 'Add <noun>' / 'Update <noun>'. */
  noun: string;
  fields: readonly RecordField[];
  /** The record being updated; none when adding. */
  record?: RecordOf | undefined;
  /** Contract schema ids the body is checked against before it is sent. */
  schemas: { create: string; update: string };
  /** Sends the body (and the picked files, for multipart saves); update bodies carry id and status. */
  save: (body: Record<string, unknown>, files: Record<string, File | null>) => PromiseLike<SaveResult>;
  busy: boolean;
  onClose: () => void;
  /** Update adds a Status select (spec section 4). Default true. */
  withStatus?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Extra layout class of the form ('two columns'). */
  formClassName?: string;
}

/**
 * A RecordModal `save` from an add call and an update call: the body carries `id` only when it updates a
 * record. The modal has checked the body against the contract schema of the call it goes to, which is
 * what the casts stand for.
 */
export function saveWith<Create, Update>(
  insert: (body: Create) => PromiseLike<SaveResult>,
  update: (body: Update) => PromiseLike<SaveResult>,
): (body: Record<string, unknown>) => PromiseLike<SaveResult> {
  return (body) => ('id' in body ? update(body as Update) : insert(body as Create));
}

function defaultParse(field: RecordField): (text: string) => unknown {
  if (field.parse) return field.parse;
  if (field.kind === 'number') {
    return (text) => {
      const t = text.trim();
      return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : t === '' ? undefined : t;
    };
  }
  if (field.kind === 'rich') return (text) => text;
  return (text) => text.trim();
}

const initialText = (field: RecordField, record: RecordOf | undefined): string => {
  const stored = record?.[field.name];
  if (record && stored !== undefined && stored !== null)
    return field.format ? field.format(stored) : String(stored);
  return field.initial ?? '';
};

/**
 * Add/update modal of one record, built from its fields: the contract's rules first, then the save; the
 * server's first message per field under the field; update adds status; closes on success and toasts
 * the server's message (spec section 4: modals close on success).
 */
export function RecordModal({
  noun,
  fields,
  record,
  schemas,
  save,
  busy,
  onClose,
  withStatus = true,
  size = 'md',
  formClassName,
}: RecordModalProps) {
  const editing = record !== undefined;
  const textFields = fields.filter((f) => f.kind !== 'image');
  const imageFields = fields.filter((f) => f.kind === 'image');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(textFields.map((f) => [f.name, initialText(f, record)])),
  );
  const [status, setStatus] = useState(String(record?.status ?? 1));
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [fileErrors, setFileErrors] = useState<Record<string, string | undefined>>({});
  const { errors, validate, showServerErrors, clearField } = useFormErrors(
    editing ? schemas.update : schemas.create,
  );

  const setValue = (name: string) => (value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    clearField(name);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body: Record<string, unknown> = {};
    for (const f of textFields) {
      const value = defaultParse(f)(values[f.name] ?? '');
      if (value !== undefined) body[f.name] = value;
    }
    if (record) {
      body.id = record.id;
      if (withStatus) body.status = status === '1' ? 1 : 0;
    }
    const valid = validate(body);
    const missing = Object.fromEntries(
      imageFields.map((f) => [
        f.name,
        !record && f.requiredOnCreate && !files[f.name] ? requiredMessage(f.name) : undefined,
      ]),
    );
    setFileErrors(missing);
    if (!valid || Object.values(missing).some(Boolean)) return;
    const result = await save(body, files);
    if ('error' in result) {
      const normalized = showServerErrors(result.error);
      setFileErrors(Object.fromEntries(imageFields.map((f) => [f.name, normalized.fields[f.name]])));
      if (Object.keys(normalized.fields).length === 0) toastFailure(result.error);
      return;
    }
    toastSuccess(result.data.message ?? `${noun} ${editing ? 'updated' : 'created'} successfully.`);
    onClose();
  };

  const renderField = (f: RecordField): ReactNode => {
    const value = values[f.name] ?? '';
    switch (f.kind) {
      case 'image':
        return (
          <ImageInput
            key={f.name}
            label={f.label}
            name={f.name}
            currentUrl={typeof record?.[f.name] === 'string' ? (record[f.name] as string) : null}
            onChange={(file) => {
              setFiles((prev) => ({ ...prev, [f.name]: file }));
              setFileErrors((prev) => ({ ...prev, [f.name]: undefined }));
            }}
            error={fileErrors[f.name]}
          />
        );
      case 'select':
        return (
          <SelectField
            key={f.name}
            label={f.label}
            name={f.name}
            value={value}
            onChange={setValue(f.name)}
            error={errors[f.name]}
          >
            {(f.options ?? []).map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectField>
        );
      case 'rich':
        return (
          <RichTextEditor
            key={f.name}
            label={f.label}
            value={value}
            onChange={setValue(f.name)}
            error={errors[f.name]}
          />
        );
      default:
        return (
          <TextField
            key={f.name}
            label={f.label}
            name={f.name}
            value={value}
            type={f.kind === 'number' ? 'number' : f.kind === 'datetime' ? 'datetime-local' : undefined}
            multiline={f.kind === 'textarea'}
            placeholder={f.placeholder}
            inputMode={f.inputMode}
            // A record's fields are not the admin's own details: the browser's autofill only gets in the way.
            autoComplete="off"
            onChange={setValue(f.name)}
            error={errors[f.name]}
          />
        );
    }
  };

  const formId = `record-${noun.toLowerCase().replace(/\W+/g, '-')}-${editing ? 'update' : 'add'}`;
  return (
    <Modal
      open
      size={size}
      title={`${editing ? 'Update' : 'Add'} ${noun}`}
      onClose={onClose}
      footer={
        <FormModalFooter
          form={formId}
          onClose={onClose}
          busy={busy}
          submitLabel={editing ? 'Update' : 'Save'}
        />
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className={`vd-record-form ${formClassName ?? ''}`}>
        {fields.map(renderField)}
        {editing && withStatus ? (
          <SelectField label="Status" name="status" value={status} onChange={setStatus} error={errors.status}>
            <option value="1">Active</option>
            <option value="0">Inactive</option>
          </SelectField>
        ) : null}
      </form>
    </Modal>
  );
}
