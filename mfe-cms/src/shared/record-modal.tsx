import { useState, type FormEvent } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { toastSuccess } from '@voltdesk/app-core';
import { Modal, Spinner } from '@voltdesk/app-core/ui';
import { TextField, useFormErrors, SelectField } from '@voltdesk/app-core/forms';
import { STATUS_OPTIONS } from './page';
import { toastFailure } from './mutation-result';

type SaveResult = { data: { message?: string } } | { error: FetchBaseQueryError | SerializedError };

export interface RecordField {
  name: string;
  label: string;
  multiline?: boolean;
}

export interface RecordModalProps {
  /** 'Testimonial', 'Charge': the titles are 'Add <noun>' / 'Update <noun>'. */
  noun: string;
  fields: readonly RecordField[];
  /** The record being updated (its text fields, id and status); none when adding. */
  record?: { id: string; status: number } & Record<string, unknown>;
  schemas: { create: string; update: string };
  save: (body: Record<string, unknown>) => PromiseLike<SaveResult>;
  busy: boolean;
  onClose: () => void;
}

/**
 * Add/update modal of a record made of short texts (testimonials, charges): the contract's rules, then the
 * JSON call; update adds status (spec section 4); closes on success with the server's message.
 */
export function RecordModal({ noun, fields, record, schemas, save, busy, onClose }: RecordModalProps) {
  const editing = Boolean(record);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, String(record?.[f.name] ?? '')])),
  );
  const [status, setStatus] = useState(String(record?.status ?? 1));
  const { errors, validate, showServerErrors, clearField } = useFormErrors(
    editing ? schemas.update : schemas.create,
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body: Record<string, unknown> = Object.fromEntries(
      fields.map((f) => [f.name, (values[f.name] ?? '').trim()]),
    );
    if (record) {
      body.id = record.id;
      body.status = status === '1' ? 1 : 0;
    }
    if (!validate(body)) return;
    const result = await save(body);
    if ('error' in result) {
      if (Object.keys(showServerErrors(result.error).fields).length === 0) toastFailure(result.error);
      return;
    }
    toastSuccess(result.data.message ?? `${noun} ${editing ? 'updated' : 'created'} successfully.`);
    onClose();
  };

  const formId = `cms-${noun.toLowerCase()}-${editing ? 'update' : 'add'}`;
  return (
    <Modal
      open
      title={`${editing ? 'Update' : 'Add'} ${noun}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="vd-btn vd-btn--ghost" onClick={onClose} disabled={busy}>
            Close
          </button>
          <button type="submit" form={formId} className="vd-btn" disabled={busy}>
            {busy ? <Spinner light label="Saving" /> : null}
            {editing ? 'Update' : 'Save'}
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="cms-fields">
        {fields.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            name={f.name}
            value={values[f.name] ?? ''}
            multiline={f.multiline}
            onChange={(v) => {
              setValues((prev) => ({ ...prev, [f.name]: v }));
              clearField(f.name);
            }}
            error={errors[f.name]}
          />
        ))}
        {editing ? (
          <SelectField label="Status" name="status" value={status} onChange={setStatus} error={errors.status}>
            {STATUS_OPTIONS}
          </SelectField>
        ) : null}
      </form>
    </Modal>
  );
}
