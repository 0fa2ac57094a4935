import { Link } from 'react-router-dom';
import type { CustomerView } from '@voltdesk/contracts';
import { useDocumentTitle } from '@voltdesk/app-core';
import { RecordList, useServerRecordList, type Column } from '@voltdesk/app-core/ui';
import { PageHeader } from '../../shared/page';
import { useDeleteCustomerMutation, useCustomersQuery } from './customers-api';

const columns: Column<CustomerView>[] = [
  // The customer's page: contact details (editable), order history, what they owe.
  { header: 'Name', cell: (c) => <Link to={`../customer/${c.id}`}>{c.name}</Link> },
  { header: 'Email', cell: (c) => c.email },
  { header: 'Phone', cell: (c) => c.phone },
  { header: 'Address', cell: (c) => c.address ?? '' },
];

/**
 * Customer list (spec section 2): SL, Name (to the customer's page, where the clerk edits the record), Email,
 * Phone, Address; delete. An order creates its customer by phone. Paged and searched by svc-pos (name,
 * e-mail, any part of the phone number whatever the spacing or +44 / 0 prefix).
 */
export default function CustomerListPage() {
  useDocumentTitle('Customer List');
  const records = useServerRecordList(
    useCustomersQuery,
    useDeleteCustomerMutation,
    'Customer deleted successfully.',
  );
  return (
    <div className="pos-screen">
      <PageHeader title="Customer List" />
      <RecordList
        caption="Customers"
        columns={columns}
        {...records}
        emptyText="No customers yet. Customers are added by their first invoice."
        searchLabel="Search customers"
        name={(c) => c.name}
      />
    </div>
  );
}
