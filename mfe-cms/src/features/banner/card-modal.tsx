import { useState, type FormEvent } from 'react';
import { toastSuccess } from '@voltdesk/app-core';
import { ImageInput, Modal, Spinner } from '@voltdesk/app-core/ui';
import { TextField, useFormErrors, SelectField } from '@voltdesk/app-core/forms';
import { STATUS_OPTIONS } from '../../shared/page';
import { toFormData } from '../../shared/multipart';
import { toastFailure } from '../../shared/mutation-result';
import type { CardView } from '../../shared/types';
import { useCmsInsertCardMutation, useCmsUpdateCardMutation } from './cards-api';

/** Card add (no `card`) or update modal: title, link or slug, image; update adds status. */
export function CardModal({ card, onClose }: { card?: CardView; onClose: () => void }) {
  const editing = Boolean(card);
  const [title, setTitle] = useState(card?.title ?? '');
  const [link, setLink] = useState(card?.link ?? '');
  const [status, setStatus] = useState(String(card?.status ?? 1));
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [insert, inserting] = useCmsInsertCardMutation();
  const [update, updating] = useCmsUpdateCardMutation();
  const busy = inserting.isLoading || updating.isLoading;
  const { errors, validate, showServerErrors, clearField } = useFormErrors(
    editing ? 'content.cards.update' : 'content.cards.create',
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = link.trim();
    // A bare slug ('rewiring') is a site path: the contract takes /paths and http(s) URLs.
    const href = typed === '' || /^(\/|https?:\/\/)/.test(typed) ? typed : `/${typed}`;
    const body: Record<string, unknown> = card
      ? { id: card.id, title: title.trim(), link: href, status: Number(status) }
      : { title: title.trim(), link: href };
    const valid = validate(body);
    const needsImage = !card && !image;
    setImageError(needsImage ? 'The image field is required.' : undefined);
    if (!valid || needsImage) return;
    const form = toFormData(body, { image });
    const result = card ? await update(form) : await insert(form);
    if ('error' in result) {
      const normalized = showServerErrors(result.error);
      setImageError(normalized.fields.image);
      if (Object.keys(normalized.fields).length === 0) toastFailure(result.error);
      return;
    }
    toastSuccess(
      result.data.message ?? (editing ? 'Card updated successfully.' : 'Card created successfully.'),
    );
    onClose();
  };

  const formId = editing ? 'cms-card-update' : 'cms-card-add';
  return (
    <Modal
      open
      title={editing ? 'Update Card' : 'Add Card'}
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
        <TextField
          label="Title"
          name="title"
          value={title}
          onChange={(v) => {
            setTitle(v);
            clearField('title');
          }}
          error={errors.title}
        />
        <TextField
          label="Link or slug"
          name="link"
          value={link}
          placeholder="/service/rewiring"
          onChange={(v) => {
            setLink(v);
            clearField('link');
          }}
          error={errors.link}
        />
        <ImageInput
          label="Image"
          name="image"
          currentUrl={card?.image ?? null}
          onChange={(f) => {
            setImage(f);
            setImageError(undefined);
          }}
          error={imageError}
        />
        {editing ? (
          <SelectField label="Status" name="status" value={status} onChange={setStatus} error={errors.status}>
            {STATUS_OPTIONS}
          </SelectField>
        ) : null}
      </form>
    </Modal>
  );
}
