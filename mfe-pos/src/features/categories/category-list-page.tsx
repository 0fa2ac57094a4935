import type { CategoryView } from '@voltdesk/contracts';
import { useDocumentTitle } from '@voltdesk/app-core';
import { RecordList, useServerRecordList, type Column } from '@voltdesk/app-core/ui';
import { PageHeader } from '../../shared/page';
import { useDeleteCategoryMutation, useCategoriesQuery } from './categories-api';
import { CategoryModal } from './category-modal';

const columns: Column<CategoryView>[] = [{ header: 'Name', cell: (c) => c.name }];

/**
 * Category list (spec section 2): SL, Name, edit and delete; add and update modals with the name. Paged
 * and searched by svc-pos.
 */
export default function CategoryListPage() {
  useDocumentTitle('Category List');
  const records = useServerRecordList(
    useCategoriesQuery,
    useDeleteCategoryMutation,
    'Category deleted successfully.',
  );
  return (
    <div className="pos-screen">
      <RecordList
        heading={(add) => <PageHeader title="Category List" actions={add} />}
        caption="Categories"
        columns={columns}
        {...records}
        emptyText="No categories yet."
        searchLabel="Search categories"
        name={(c) => c.name}
        editor={(category, close) => <CategoryModal category={category} onClose={close} />}
      />
    </div>
  );
}
