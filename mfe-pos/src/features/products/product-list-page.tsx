import { useState } from 'react';
import type { ProductView } from '@voltdesk/contracts';
import { toastSuccess, useDocumentTitle } from '@voltdesk/app-core';
import { ConfirmDialog, DataTable, StatusBadge, type Column } from '@voltdesk/app-core/ui';
import { formatPounds } from '../../shared/money';
import { LoadError, PageHeader } from '../../shared/page';
import { toastFailure } from '../../shared/mutation-result';
import { usePosDeleteProductMutation, usePosGetProductsQuery } from './products-api';
import { ProductModal } from './product-modal';

type Editing = { mode: 'add' } | { mode: 'update'; service: ProductView } | null;

/**
 * Product (service) list (spec section 2): SL, Name, Category, Price, Status badge, edit and delete; add
 * and update modals (name, price, category; update adds status). The spec's columns plus Price, which the
 * desk needs to check what the POS grid will charge.
 */
export default function ProductListPage() {
  useDocumentTitle('Service List');
  const { data, isLoading, isError } = usePosGetProductsQuery();
  const [remove, removing] = usePosDeleteProductMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ProductView | null>(null);

  const onDelete = async () => {
    if (!deleting) return;
    const result = await remove(deleting.id);
    setDeleting(null);
    if ('error' in result) toastFailure(result.error);
    else toastSuccess(result.data.message ?? 'Service deleted successfully.');
  };

  const columns: Column<ProductView>[] = [
    { header: 'Name', cell: (p) => p.name },
    { header: 'Category', cell: (p) => p.category?.name ?? <span className="pos-muted">No category</span> },
    { header: 'Price', className: 'pos-num', cell: (p) => formatPounds(p.price) },
    { header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
    {
      header: 'Action',
      className: 'pos-actions',
      cell: (p) => (
        <div className="pos-actions__row">
          <button
            type="button"
            className="vd-btn vd-btn--ghost vd-btn--sm"
            aria-label={`Edit ${p.name}`}
            onClick={() => setEditing({ mode: 'update', service: p })}
          >
            Edit
          </button>
          <button
            type="button"
            className="vd-btn vd-btn--danger vd-btn--sm"
            aria-label={`Delete ${p.name}`}
            onClick={() => setDeleting(p)}
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
        title="Service List"
        actions={
          <button type="button" className="vd-btn" onClick={() => setEditing({ mode: 'add' })}>
            Add New
          </button>
        }
      />
      {isError ? <LoadError what="The services" /> : null}
      <DataTable
        columns={columns}
        rows={data?.products}
        rowKey={(p) => p.id}
        loading={isLoading}
        caption="Services"
        emptyText="No services yet."
      />
      {editing ? (
        <ProductModal
          key={editing.mode === 'update' ? editing.service.id : 'add'}
          service={editing.mode === 'update' ? editing.service : undefined}
          categories={data?.categories ?? []}
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
