import { useState, type FormEvent } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import {
  selectToken,
  TOAST_TEXT,
  toastError,
  toastSuccess,
  toFormData,
  useAppSelector,
  type SingleSetup,
} from '@voltdesk/app-core';
import { BusyButton, ImageInput, Spinner } from '@voltdesk/app-core/ui';
import { TextField, useFormErrors } from '@voltdesk/app-core/forms';
import { Card } from './page';
import { useSaveSetupEntryMutation, useAdminSetupEntriesQuery } from './setup-api';

export interface SetupField {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'email' | 'number' | 'url';
  placeholder?: string;
}

export interface SetupFormProps {
  /** Setup key (spec section 3), e.g. `letBanner`; validated with the contract's `content.setup.<key>`. */
  setupKey: keyof SingleSetup;
  title: string;
  fields?: readonly SetupField[];
  /**
   * `required`: the form is an upload and always needs a file (logo, slider, QR code, price page images);
   * `optional`: the server keeps the stored image when none is picked (it asks for one while there is none).
   */
  image?: 'required' | 'optional';
  imageLabel?: string;
}

type Entry = Record<string, unknown> & { image?: string | null };

const IMAGE_REQUIRED = 'The image field is required.';

/**
 * One setup section as its own form (spec section 2, Setup Page): the entry's current values, the
 * contract's rules, then `admin/createSingleSetup`; toasts 'Data updated successfully!' or 'Data not
 * updated!' and shows the server's first message per field.
 */
export function SetupForm(props: SetupFormProps) {
  // Read with the admin's token: the private entries (`unpiadInvoice`) are part of what the admin edits here.
  const token = useAppSelector(selectToken);
  const { data, isLoading } = useAdminSetupEntriesQuery(token ?? skipToken);
  if (isLoading) {
    return (
      <Card title={props.title}>
        <Spinner label="Loading" />
      </Card>
    );
  }
  const entry = (data?.[props.setupKey] ?? {}) as Entry;
  return <SetupFormBody {...props} entry={entry} />;
}

const asText = (v: unknown) => (v === undefined || v === null ? '' : String(v));

function SetupFormBody({
  setupKey,
  title,
  fields = [],
  image,
  imageLabel = 'Image',
  entry,
}: SetupFormProps & { entry: Entry }) {
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, asText(entry[f.name])])),
  );
  const [file, setFile] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [save, saving] = useSaveSetupEntryMutation();
  const { errors, validate, showServerErrors, clearField } = useFormErrors(`content.setup.${setupKey}`);
  const [imageError, setImageError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body: Record<string, unknown> = { key: setupKey };
    for (const f of fields) {
      const text = (values[f.name] ?? '').trim();
      if (f.kind === 'number') {
        if (text !== '') body[f.name] = /^-?\d+$/.test(text) ? Number(text) : text;
      } else body[f.name] = text;
    }
    const valid = validate(body);
    const needsFile = !file && (image === 'required' || (image === 'optional' && !entry.image));
    setImageError(needsFile ? IMAGE_REQUIRED : undefined);
    if (!valid || needsFile) return;
    const result = await save(toFormData(body, { image: file }));
    if ('error' in result) {
      const normalized = showServerErrors(result.error);
      setImageError(normalized.fields.image);
      toastError(TOAST_TEXT.dataNotUpdated);
      return;
    }
    toastSuccess(TOAST_TEXT.dataUpdated);
    setFile(null);
    setFileKey((k) => k + 1);
  };

  const current = typeof entry.image === 'string' ? entry.image : null;
  return (
    <Card title={title}>
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <div className="cms-fields">
          {fields.map((f) => (
            <TextField
              key={f.name}
              label={f.label}
              name={f.name}
              value={values[f.name] ?? ''}
              multiline={f.kind === 'textarea'}
              type={f.kind === 'number' ? 'number' : f.kind === 'email' ? 'email' : 'text'}
              placeholder={f.placeholder}
              onChange={(v) => {
                setValues((prev) => ({ ...prev, [f.name]: v }));
                clearField(f.name);
              }}
              error={errors[f.name]}
            />
          ))}
          {image ? (
            <ImageInput
              key={fileKey}
              label={imageLabel}
              name="image"
              currentUrl={current}
              onChange={(picked) => {
                setFile(picked);
                setImageError(undefined);
              }}
              error={imageError ?? errors.image}
            />
          ) : null}
        </div>
        <BusyButton busy={saving.isLoading}>Save</BusyButton>
      </form>
    </Card>
  );
}
