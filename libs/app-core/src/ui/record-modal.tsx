import { useState, type FormEvent } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { toastSuccess } from '@voltdesk/app-core';
import { useFormErrors, type BodyOfSchema } from '@voltdesk/app-core/forms';
import { bodyOf, initialText } from './record-body';
import { RecordFieldInput, type RecordField } from './record-field-input';
import { useRecordImages } from './record-images';
import { RecordStatusSelect } from './record-status-select';
import { Modal } from './modal';
import { FormModalFooter } from './form-modal-footer';
import { toastFailure } from './failure-toast';

export type { RecordField, RecordFieldOption } from './record-field-input';

export type SaveResult =
  { data: { message?: string | undefined } } | { error: FetchBaseQueryError | SerializedError };

/** The record an update modal starts from: its id, its status, and its fields by name. */
export type RecordOf = { id: string; status?: number } & Record<string, unknown>;

/**
 * `C` and `U`: the schema ids of the add and the update call; `Body` what `save` receives, by default the
 * request body of those schemas (the modal checks it against the one it goes to first). Ids made at run
 * time give a plain object.
 */
export interface RecordModalProps<
  C extends string = string,
  U extends string = string,
  Body = BodyOfSchema<C> | BodyOfSchema<U>,
> {
  /** 'Testimonial', 'Charge': the titles are 'Add <noun>' / 'Update <noun>'. */
  noun: string;
  fields: readonly RecordField[];
  /** The record being updated; none when adding. */
  record?: RecordOf | undefined;
  /** Contract schema ids the body is checked against before it is sent. */
  schemas: { create: C; update: U };
  /** Sends the checked body (and the picked files, for multipart saves); update bodies carry id and status. */
  save: (body: Body, files: Record<string, File | null>) => PromiseLike<SaveResult>;
  busy: boolean;
  onClose: () => void;
  /** Update adds a Status select (spec section 4). Default true. */
  withStatus?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Extra layout class of the form ('two columns'). */
  formClassName?: string;
}

/** Whether a checked body is an update's: RecordModal puts the record's `id` in exactly those. */
const updates = <Update extends { id: unknown }>(body: object): body is Update => 'id' in body;

/**
 * A RecordModal `save` from an add call and an update call: the modal has checked the body against the
 * schema of the call it goes to, and only an update's body carries `id`.
 */
export function saveWith<Create extends object, Update extends { id: unknown }>(
  insert: (body: Create) => PromiseLike<SaveResult>,
  update: (body: Update) => PromiseLike<SaveResult>,
): (body: Create | Update) => PromiseLike<SaveResult> {
  return (body) => (updates<Update>(body) ? update(body) : insert(body));
}

/**
 * Add/update modal of one record, built from its fields: the contract's rules first, then the save; the
 * server's first message per field under the field; update adds status; closes on success and toasts
 * the server's message (spec section 4: modals close on success).
 */
export function RecordModal<
  C extends string = string,
  U extends string = string,
  // A type parameter of its own, so the body is checked and sent as one opaque type (spelling the schemas'
  // union out here is needlessly deep for the type checker).
  Body = BodyOfSchema<C> | BodyOfSchema<U>,
>(props: RecordModalProps<C, U, Body>) {
  const { noun, fields, record, schemas, save, busy, onClose, formClassName } = props;
  const { withStatus = true, size = 'md' } = props;
  const editing = record !== undefined;
  const textFields = fields.filter((f) => f.kind !== 'image');
  const imageFields = fields.filter((f) => f.kind === 'image');
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(textFields.map((f) => [f.name, initialText(f, record)])),
  );
  const [status, setStatus] = useState(String(record?.status ?? 1));
  const images = useRecordImages(imageFields, !editing);
  const { errors, validate, showServerErrors, clearField } = useFormErrors<Body>(
    editing ? schemas.update : schemas.create,
  );

  const setValue = (name: string) => (value: string) => {
    setValues((prev) => ({ ...prev, [name]: value }));
    clearField(name);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = bodyOf(textFields, values, record && { id: record.id, status: withStatus ? status : null });
    const valid = validate(body);
    const imagesGiven = images.checkRequired();
    if (!valid || !imagesGiven) return;
    const result = await save(body, images.files);
    if ('error' in result) {
      const normalized = showServerErrors(result.error);
      images.showServerErrors(normalized.fields);
      if (Object.keys(normalized.fields).length === 0) toastFailure(result.error);
      return;
    }
    toastSuccess(result.data.message ?? `${noun} ${editing ? 'updated' : 'created'} successfully.`);
    onClose();
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
        {fields.map((f) => (
          <RecordFieldInput
            key={f.name}
            field={f}
            value={values[f.name] ?? ''}
            onChange={setValue(f.name)}
            error={f.kind === 'image' ? images.fileErrors[f.name] : errors[f.name]}
            currentUrl={typeof record?.[f.name] === 'string' ? (record[f.name] as string) : null}
            onFile={(file) => images.pick(f.name, file)}
          />
        ))}
        {editing && withStatus ? (
          <RecordStatusSelect value={status} onChange={setStatus} error={errors.status} />
        ) : null}
      </form>
    </Modal>
  );
}
