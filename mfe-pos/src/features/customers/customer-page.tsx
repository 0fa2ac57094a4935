import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatDate, useDocumentTitle } from '@voltdesk/app-core';
import { DataTable, Pager, RecordModal, Spinner, type Column, type RecordField } from '@voltdesk/app-core/ui';
import type { CustomerOrderView, CustomerUpdateRequest } from '@voltdesk/contracts';
import { formatPounds } from '../../shared/money';
import { Card, PageHeader } from '../../shared/page';
import { useCustomerQuery, useUpdateCustomerMutation } from './customers-api';
import './customer-page.css';

const PER_PAGE = 20;

const orderColumns: Column<CustomerOrderView>[] = [
  { header: 'Invoice', cell: (o) => `#${o.invoice_no}` },
  { header: 'Date', cell: (o) => formatDate(o.created_at) },
  { header: 'Total', className: 'pos-num', cell: (o) => formatPounds(o.total) },
  { header: 'Credited', className: 'pos-num', cell: (o) => formatPounds(o.credited) },
  { header: 'Paid', className: 'pos-num', cell: (o) => formatPounds(o.payment) },
  { header: 'Due', className: 'pos-num', cell: (o) => formatPounds(o.due) },
  { header: 'Status', cell: (o) => o.status },
];

const fields: RecordField[] = [
  { name: 'name', label: 'Name' },
  { name: 'phone', label: 'Phone', inputMode: 'tel' },
  { name: 'email', label: 'Email', inputMode: 'email' },
  // Blank is no address, as the order form sends it.
  { name: 'address', label: 'Address', kind: 'textarea', parse: (text) => text.trim() || null },
];

/**
 * A customer's page, from the Customer list: contact details (the record, which the clerk
 * edits here; invoices keep the customer as they were issued to), their invoices newest first, and what
 * they have been invoiced, credited and still owe, over the invoices that are not void.
 */
export default function CustomerPage() {
  const { id = '' } = useParams();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState(false);
  const detail = useCustomerQuery({ id, page, per_page: PER_PAGE });
  const [update, updating] = useUpdateCustomerMutation();
  const customer = detail.data?.customer;
  useDocumentTitle(customer ? `Customer: ${customer.name}` : 'Customer');

  const back = (
    <Link className="vd-btn vd-btn--ghost" to="../customers">
      Customer List
    </Link>
  );
  if (detail.isError) {
    return (
      <div className="pos-screen">
        <PageHeader title="Customer" actions={back} />
        <p role="alert">This customer does not exist.</p>
      </div>
    );
  }
  if (!detail.data || !customer) {
    return (
      <div className="pos-screen">
        <PageHeader title="Customer" actions={back} />
        <Spinner label="Loading" />
      </div>
    );
  }
  const { totals, orders, meta } = detail.data;
  return (
    <div className="pos-screen">
      <PageHeader title={customer.name} actions={back} />
      <div className="pos-customer">
        <Card title="Contact details">
          <dl className="pos-customer__facts">
            <dt>Name</dt>
            <dd>{customer.name}</dd>
            <dt>Phone</dt>
            <dd>{customer.phone}</dd>
            <dt>Email</dt>
            <dd>{customer.email}</dd>
            <dt>Address</dt>
            <dd>{customer.address || '—'}</dd>
          </dl>
          <button type="button" className="vd-btn" onClick={() => setEditing(true)}>
            Edit
          </button>
          <p className="pos-muted">
            Invoices keep the customer as they were issued to; editing here changes new invoices only.
          </p>
        </Card>
        <Card title="Account">
          <dl className="pos-customer__facts" aria-label="Account">
            <dt>Invoices</dt>
            <dd>{totals.invoices}</dd>
            <dt>Total invoiced</dt>
            <dd>{formatPounds(totals.invoiced)}</dd>
            <dt>Credited</dt>
            <dd>{formatPounds(totals.credited)}</dd>
            <dt>Balance outstanding</dt>
            <dd className={totals.outstanding > 0 ? 'pos-due' : undefined}>
              {formatPounds(totals.outstanding)}
            </dd>
          </dl>
          <p className="pos-muted">Void invoices are not counted.</p>
        </Card>
      </div>
      <Card title="Order history">
        <DataTable
          caption="Order history"
          columns={orderColumns}
          rows={orders}
          rowKey={(o) => o.id}
          serialStart={(meta.page - 1) * meta.per_page + 1}
          busy={detail.isFetching}
          emptyText="No invoices yet."
        />
        <Pager
          page={meta.page}
          perPage={meta.per_page}
          total={meta.total}
          onPage={setPage}
          label="Order history pages"
        />
      </Card>
      {editing ? (
        <RecordModal
          noun="Customer"
          fields={fields}
          record={customer}
          schemas={{ create: 'pos.customers.update', update: 'pos.customers.update' }}
          withStatus={false}
          save={(body) => update(body as CustomerUpdateRequest)}
          busy={updating.isLoading}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </div>
  );
}
