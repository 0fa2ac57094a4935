import { useState } from 'react';
import type { ProductView } from '@voltdesk/contracts';
import { toastSuccess, useDocumentTitle } from '@voltdesk/app-core';
import {
  ListView,
  pageQuery,
  StatusBadge,
  useListParams,
  type Column,
  toastFailure,
} from '@voltdesk/app-core/ui';
import { formatPounds } from '../../shared/money';
import { PageHeader } from '../../shared/page';
import { usePosDeleteProductMutation, usePosGetProductsQuery } from './products-api';
import { ProductModal } from './product-modal';

type Editing = { mode: 'add' } | { mode: 'update'; service: ProductView } | null;

const columns: Column<ProductView>[] = [
  { header: 'Name', cell: (p) => p.name },
  { header: 'Category', cell: (p) => p.category?.name ?? <span className="pos-muted">No category</span> },
  { header: 'Price', className: 'pos-num', cell: (p) => formatPounds(p.price) },
  { header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
];

/**
 * Product (service) list (spec section 2): SL, Name, Category, Price, Status badge, edit and delete; add
 * and update modals (name, price, category; update adds status). The spec's columns plus Price, which the
 * desk needs to check what the POS grid will charge. Paged and searched (by name) by svc-pos.
 */
export default function ProductListPage() {
  useDocumentTitle('Service List');
  const control = useListParams();
  const { data, isLoading, isFetching, isError } = usePosGetProductsQuery(pageQuery(control.params));
  const [remove] = usePosDeleteProductMutation();
  const [editing, setEditing] = useState<Editing>(null);

  const onDelete = async (service: ProductView) => {
    const result = await remove(service.id);
    if ('error' in result) toastFailure(result.error);
    else toastSuccess(result.data.message ?? 'Service deleted successfully.');
  };

  return (
    <div className="pos-screen">
      <PageHeader
        title="Service List"
        actions={
          <button type="button" className="vd-btn" onClick={() => setEditing({ mode: 'add' })}>
            Add New
          </button>
        }
      />
      <ListView
        caption="Services"
        columns={columns}
        rowKey={(p) => p.id}
        control={control}
        result={{ data, isLoading, isFetching, isError }}
        emptyText="No services yet."
        searchLabel="Search services"
        actions={{
          name: (p) => p.name,
          onEdit: (service) => setEditing({ mode: 'update', service }),
          onDelete,
        }}
      />
      {editing ? (
        <ProductModal
          key={editing.mode === 'update' ? editing.service.id : 'add'}
          service={editing.mode === 'update' ? editing.service : undefined}
          categories={data?.categories ?? []}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
