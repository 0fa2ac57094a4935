import { useState } from 'react';
import type { CustomerView } from '@voltdesk/contracts';
import { toastSuccess, useDocumentTitle } from '@voltdesk/app-core';
import { ConfirmDialog, DataTable, type Column } from '@voltdesk/app-core/ui';
import { LoadError, PageHeader } from '../../shared/page';
import { toastFailure } from '../../shared/mutation-result';
import { usePosDeleteCustomerMutation, usePosGetCustomersQuery } from './customers-api';

/**
 * Customer list (spec section 2): SL, Name, Email, Phone, Address; delete only (an order creates or
 * refreshes its customer by phone, so there is nothing to add or edit here).
 */
export default function CustomerListPage() {
  useDocumentTitle('Customer List');
  const { data, isLoading, isError } = usePosGetCustomersQuery();
  const [remove, removing] = usePosDeleteCustomerMutation();
  const [deleting, setDeleting] = useState<CustomerView | null>(null);

  const onDelete = async () => {
    if (!deleting) return;
    const result = await remove(deleting.id);
    setDeleting(null);
    if ('error' in result) toastFailure(result.error);
    else toastSuccess(result.data.message ?? 'Customer deleted successfully.');
  };

  const columns: Column<CustomerView>[] = [
    { header: 'Name', cell: (c) => c.name },
    { header: 'Email', cell: (c) => c.email },
    { header: 'Phone', cell: (c) => c.phone },
    { header: 'Address', cell: (c) => c.address ?? '' },
    {
      header: 'Action',
      className: 'pos-actions',
      cell: (c) => (
        <button
          type="button"
          className="vd-btn vd-btn--danger vd-btn--sm"
          aria-label={`Delete ${c.name}`}
          onClick={() => setDeleting(c)}
        >
          Delete
        </button>
      ),
    },
  ];

  return (
    <div className="pos-screen">
      <PageHeader title="Customer List" />
      {isError ? <LoadError what="The customers" /> : null}
      <DataTable
        columns={columns}
        rows={data}
        rowKey={(c) => c.id}
        loading={isLoading}
        caption="Customers"
        emptyText="No customers yet. Customers are added by their first invoice."
      />
      <ConfirmDialog
        open={deleting !== null}
        busy={removing.isLoading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => void onDelete()}
      />
    </div>
  );
}
