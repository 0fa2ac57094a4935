import { useState, type FormEvent } from 'react';
import { toastSuccess } from '@voltdesk/app-core';
import { ImageInput, Modal, Spinner } from '@voltdesk/app-core/ui';
import { TextField, useFormErrors, SelectField } from '@voltdesk/app-core/forms';
import { RichTextEditor } from '@voltdesk/app-core/editor';
import { STATUS_OPTIONS } from '../../shared/page';
import { toFormData } from '../../shared/multipart';
import { toastFailure } from '../../shared/mutation-result';
import type { PostView } from '../../shared/types';
import { useCmsInsertPostMutation, useCmsUpdatePostMutation } from './posts-api';

/** Add (no `post`) or update modal of the Post list: title, rich-text description, image; update adds status. */
export function PostModal({ post, onClose }: { post?: PostView; onClose: () => void }) {
  const editing = Boolean(post);
  const [title, setTitle] = useState(post?.title ?? '');
  const [description, setDescription] = useState(post?.description ?? '');
  const [status, setStatus] = useState(String(post?.status ?? 1));
  const [image, setImage] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  const [insert, inserting] = useCmsInsertPostMutation();
  const [update, updating] = useCmsUpdatePostMutation();
  const busy = inserting.isLoading || updating.isLoading;
  const { errors, validate, showServerErrors, clearField } = useFormErrors(
    editing ? 'content.posts.update' : 'content.posts.create',
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body: Record<string, unknown> = post
      ? { id: post.id, title: title.trim(), description, status: Number(status) }
      : { title: title.trim(), description };
    const valid = validate(body);
    // svc-content needs the image on create (its message, worded the same).
    const needsImage = !post && !image;
    setImageError(needsImage ? 'The image field is required.' : undefined);
    if (!valid || needsImage) return;
    const form = toFormData(body, { image });
    const result = post ? await update(form) : await insert(form);
    if ('error' in result) {
      const normalized = showServerErrors(result.error);
      setImageError(normalized.fields.image);
      if (Object.keys(normalized.fields).length === 0) toastFailure(result.error);
      return;
    }
    toastSuccess(
      result.data.message ?? (editing ? 'Post updated successfully.' : 'Post created successfully.'),
    );
    onClose();
  };

  const formId = editing ? 'cms-post-update' : 'cms-post-add';
  return (
    <Modal
      open
      size="lg"
      title={editing ? 'Update Post' : 'Add Post'}
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
        <RichTextEditor
          label="Description"
          value={description}
          onChange={(html) => {
            setDescription(html);
            clearField('description');
          }}
          error={errors.description}
        />
        <ImageInput
          label="Image"
          name="image"
          currentUrl={post?.image ?? null}
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
