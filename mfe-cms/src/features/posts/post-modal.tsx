import { useState, type FormEvent } from 'react';
import { toastSuccess } from '@voltdesk/app-core';
import { ImageInput, Modal, Spinner } from '@voltdesk/app-core/ui';
import { TextField, useFormErrors } from '@voltdesk/app-core/forms';
import { RichTextEditor } from '@voltdesk/app-core/editor';
import { SelectField } from '../../shared/select-field';
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
    if (!validate(body)) return;
    const form = toFormData(body, { image });
    const result = post ? await update(form) : await insert(form);
    if ('error' in result) {
      if (Object.keys(showServerErrors(result.error).fields).length === 0) toastFailure(result.error);
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
          onChange={setImage}
          error={errors.image}
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
