import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useDocumentTitle } from '@voltdesk/app-core';
import { Spinner } from '@voltdesk/app-core/ui';
import { PageHeader } from '../../shared/page';
import { CustomerAccountCard } from './customer-account-card';
import { CustomerContactCard } from './customer-contact-card';
import { CustomerEditModal } from './customer-edit-modal';
import { CustomerOrderHistory } from './customer-order-history';
import { useCustomerQuery } from './customers-api';
import './customer-page.css';

const PER_PAGE = 20;

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
        <CustomerContactCard customer={customer} onEdit={() => setEditing(true)} />
        <CustomerAccountCard totals={totals} />
      </div>
      <CustomerOrderHistory orders={orders} meta={meta} busy={detail.isFetching} onPage={setPage} />
      {editing ? <CustomerEditModal customer={customer} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}
