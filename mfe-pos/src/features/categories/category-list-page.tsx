import { useState } from 'react';
import type { CategoryView } from '@voltdesk/contracts';
import { toastSuccess, useDocumentTitle } from '@voltdesk/app-core';
import { ConfirmDialog, DataTable, type Column } from '@voltdesk/app-core/ui';
import { LoadError, PageHeader } from '../../shared/page';
import { toastFailure } from '../../shared/mutation-result';
import { usePosDeleteCategoryMutation, usePosGetCategoriesQuery } from './categories-api';
import { CategoryModal } from './category-modal';

type Editing = { mode: 'add' } | { mode: 'update'; category: CategoryView } | null;

/** Category list (spec section 2): SL, Name, edit and delete; add and update modals with the name. */
export default function CategoryListPage() {
  useDocumentTitle('Category List');
  const { data, isLoading, isError } = usePosGetCategoriesQuery();
  const [remove, removing] = usePosDeleteCategoryMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CategoryView | null>(null);

  const onDelete = async () => {
    if (!deleting) return;
    const result = await remove(deleting.id);
    setDeleting(null);
    if ('error' in result) toastFailure(result.error);
    else toastSuccess(result.data.message ?? 'Category deleted successfully.');
  };

  const columns: Column<CategoryView>[] = [
    { header: 'Name', cell: (c) => c.name },
    {
      header: 'Action',
      className: 'pos-actions',
      cell: (c) => (
        <div className="pos-actions__row">
          <button
            type="button"
            className="vd-btn vd-btn--ghost vd-btn--sm"
            aria-label={`Edit ${c.name}`}
            onClick={() => setEditing({ mode: 'update', category: c })}
          >
            Edit
          </button>
          <button
            type="button"
            className="vd-btn vd-btn--danger vd-btn--sm"
            aria-label={`Delete ${c.name}`}
            onClick={() => setDeleting(c)}
          >
            Delete
          </button>
        </div>
      ),
    },
  ];

  return (
    <div className="pos-screen">
      <PageHeader
        title="Category List"
        actions={
          <button type="button" className="vd-btn" onClick={() => setEditing({ mode: 'add' })}>
            Add New
          </button>
        }
      />
      {isError ? <LoadError what="The categories" /> : null}
      <DataTable
        columns={columns}
        rows={data}
        rowKey={(c) => c.id}
        loading={isLoading}
        caption="Categories"
        emptyText="No categories yet."
      />
      {editing ? (
        <CategoryModal
          key={editing.mode === 'update' ? editing.category.id : 'add'}
          category={editing.mode === 'update' ? editing.category : undefined}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        busy={removing.isLoading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void onDelete()}
      />
    </div>
  );
}
