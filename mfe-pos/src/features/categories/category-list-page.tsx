import { useState } from 'react';
import type { CategoryView } from '@voltdesk/contracts';
import { toastSuccess, useDocumentTitle } from '@voltdesk/app-core';
import { ListView, pageQuery, useListParams, type Column, toastFailure } from '@voltdesk/app-core/ui';
import { PageHeader } from '../../shared/page';
import { usePosDeleteCategoryMutation, usePosGetCategoriesQuery } from './categories-api';
import { CategoryModal } from './category-modal';

type Editing = { mode: 'add' } | { mode: 'update'; category: CategoryView } | null;

const columns: Column<CategoryView>[] = [{ header: 'Name', cell: (c) => c.name }];

/**
 * Category list (spec section 2): SL, Name, edit and delete; add and update modals with the name. Paged
 * and searched by svc-pos.
 */
export default function CategoryListPage() {
  useDocumentTitle('Category List');
  const control = useListParams();
  const { data, isLoading, isFetching, isError } = usePosGetCategoriesQuery(pageQuery(control.params));
  const [remove] = usePosDeleteCategoryMutation();
  const [editing, setEditing] = useState<Editing>(null);

  const onDelete = async (category: CategoryView) => {
    const result = await remove(category.id);
    if ('error' in result) toastFailure(result.error);
    else toastSuccess(result.data.message ?? 'Category deleted successfully.');
  };

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
      <ListView
        caption="Categories"
        columns={columns}
        rowKey={(c) => c.id}
        control={control}
        result={{ data, isLoading, isFetching, isError }}
        emptyText="No categories yet."
        searchLabel="Search categories"
        actions={{
          name: (c) => c.name,
          onEdit: (category) => setEditing({ mode: 'update', category }),
          onDelete,
        }}
      />
      {editing ? (
        <CategoryModal
          key={editing.mode === 'update' ? editing.category.id : 'add'}
          category={editing.mode === 'update' ? editing.category : undefined}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
