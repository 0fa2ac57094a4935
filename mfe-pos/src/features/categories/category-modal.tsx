import { useState, type FormEvent } from 'react';
import type { CategoryView } from '@voltdesk/contracts';
import { toastSuccess } from '@voltdesk/app-core';
import { Modal, Spinner, toastFailure } from '@voltdesk/app-core/ui';
import { TextField, useFormErrors } from '@voltdesk/app-core/forms';
import type { SaveResult } from '../../shared/mutation-result';
import { usePosInsertCategoryMutation, usePosUpdateCategoryMutation } from './categories-api';

/** Add (no `category`) or update modal of the Category list: one field, name. Closes on success. */
export function CategoryModal({ category, onClose }: { category?: CategoryView; onClose: () => void }) {
  const editing = Boolean(category);
  const [name, setName] = useState(category?.name ?? '');
  const [insert, inserting] = usePosInsertCategoryMutation();
  const [update, updating] = usePosUpdateCategoryMutation();
  const busy = inserting.isLoading || updating.isLoading;
  const { errors, validate, showServerErrors, clearField } = useFormErrors(
    editing ? 'pos.categories.update' : 'pos.categories.create',
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = category ? { id: category.id, name: name.trim() } : { name: name.trim() };
    if (!validate(body)) return;
    // One branch at a time: the union of both mutations' result types is too deep for the type checker.
    let result: SaveResult;
    if (category) result = await update({ id: category.id, name: body.name });
    else result = await insert(body);
    if ('error' in result) {
      const error = showServerErrors(result.error);
      if (Object.keys(error.fields).length === 0) toastFailure(result.error);
      return;
    }
    toastSuccess(
      result.data.message ?? (editing ? 'Category updated successfully.' : 'Category created successfully.'),
    );
    onClose();
  };

  const formId = editing ? 'pos-category-update' : 'pos-category-add';
  return (
    <Modal
      open
      title={editing ? 'Update Category' : 'Add Category'}
      size="sm"
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
      <form id={formId} onSubmit={onSubmit} noValidate>
        <TextField
          label="Name"
          name="name"
          value={name}
          autoComplete="off"
          onChange={(v) => {
            setName(v);
            clearField('name');
          }}
          error={errors.name}
        />
      </form>
    </Modal>
  );
}
