import type { CustomerView } from '@voltdesk/contracts';
import { toastSuccess, useDocumentTitle } from '@voltdesk/app-core';
import { ListView, pageQuery, useListParams, type Column, toastFailure } from '@voltdesk/app-core/ui';
import { PageHeader } from '../../shared/page';
import { usePosDeleteCustomerMutation, usePosGetCustomersQuery } from './customers-api';

const columns: Column<CustomerView>[] = [
  { header: 'Name', cell: (c) => c.name },
  { header: 'Email', cell: (c) => c.email },
  { header: 'Phone', cell: (c) => c.phone },
  { header: 'Address', cell: (c) => c.address ?? '' },
];

/**
 * Customer list (spec section 2): SL, Name, Email, Phone, Address; delete only (an order creates or
 * refreshes its customer by phone, so there is nothing to add or edit here). Paged and searched (name,
 * phone, e-mail) by svc-pos.
 */
export default function CustomerListPage() {
  useDocumentTitle('Customer List');
  const control = useListParams();
  const { data, isLoading, isFetching, isError } = usePosGetCustomersQuery(pageQuery(control.params));
  const [remove] = usePosDeleteCustomerMutation();

  const onDelete = async (customer: CustomerView) => {
    const result = await remove(customer.id);
    if ('error' in result) toastFailure(result.error);
    else toastSuccess(result.data.message ?? 'Customer deleted successfully.');
  };

  return (
    <div className="pos-screen">
      <PageHeader title="Customer List" />
      <ListView
        caption="Customers"
        columns={columns}
        rowKey={(c) => c.id}
        control={control}
        result={{ data, isLoading, isFetching, isError }}
        emptyText="No customers yet. Customers are added by their first invoice."
        searchLabel="Search customers"
        actions={{ name: (c) => c.name, onDelete }}
      />
    </div>
  );
}
