import type { CustomerView } from '@voltdesk/contracts';
import { useDocumentTitle } from '@voltdesk/app-core';
import { pageQuery, RecordList, useListParams, type Column } from '@voltdesk/app-core/ui';
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
  const list = usePosGetCustomersQuery(pageQuery(control.params));
  const [remove] = usePosDeleteCustomerMutation();
  return (
    <div className="pos-screen">
      <PageHeader title="Customer List" />
      <RecordList
        caption="Customers"
        columns={columns}
        rowKey={(c) => c.id}
        control={control}
        result={list}
        emptyText="No customers yet. Customers are added by their first invoice."
        searchLabel="Search customers"
        name={(c) => c.name}
        remove={{ call: (c) => remove(c.id), deleted: 'Customer deleted successfully.' }}
      />
    </div>
  );
}
