import { useId, useState, type ButtonHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import type { OrderStatus, OrderView } from '@voltdesk/contracts';
import { toastError, useDocumentTitle, useGetSingleSetupQuery } from '@voltdesk/app-core';
import { ListView, pageQuery, toastDeleted, useListParams, type Column } from '@voltdesk/app-core/ui';
import { formatPounds } from '../../shared/money';
import { PageHeader } from '../../shared/page';
import { OrderDetailsModal } from './order-details-modal';
import { usePosDeleteOrderMutation, usePosGetOrdersQuery } from './orders-api';
import { PaymentModal } from './payment-modal';
import { printInvoice } from './print-invoice';

export const ORDERS_PER_PAGE = 10;

type Open = { kind: 'pay' | 'view'; order: OrderView } | null;

const columns: Column<OrderView>[] = [
  { header: 'Name', cell: (o) => o.customer.name },
  { header: 'Phone', cell: (o) => o.customer.phone },
  { header: 'Total', className: 'pos-num', cell: (o) => formatPounds(o.total) },
  { header: 'Payment', className: 'pos-num', cell: (o) => formatPounds(o.payment) },
  { header: 'Due', className: 'pos-num', cell: (o) => formatPounds(o.due) },
  {
    header: 'Status',
    cell: (o) => (
      <span className={`vd-badge ${o.status === 'Paid' ? 'vd-badge--active' : 'vd-badge--inactive'}`}>
        {o.status}
      </span>
    ),
  },
];

/** A small button of a row's actions, named after what it acts on ('Print invoice #1042'). */
function RowButton({
  label,
  name,
  look = 'ghost',
  ...rest
}: { label: string; name: string; look?: 'ghost' | 'success' } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'className' | 'aria-label'
>) {
  return (
    <button type="button" className={`vd-btn vd-btn--${look} vd-btn--sm`} aria-label={name} {...rest}>
      {label}
    </button>
  );
}

/**
 * Order list (spec section 2): SL, Name, Phone, Total, Payment, Due, Status (Paid when due is 0); search
 * (name, phone, invoice number, custom order ID) and a Paid/Unpaid filter, both on the server, which pages
 * the list; actions payment, print, view details, edit, delete (with confirm).
 */
export default function OrderListPage() {
  useDocumentTitle('Order List');
  const statusId = useId();
  const control = useListParams({ perPage: ORDERS_PER_PAGE });
  const [status, setStatus] = useState<'' | OrderStatus>('');
  const list = usePosGetOrdersQuery({ ...pageQuery(control.params), ...(status ? { status } : {}) });
  // The shell loads the setup on start; the invoice reads logo, site info and bank details from it.
  const { data: setup } = useGetSingleSetupQuery();
  const [remove] = usePosDeleteOrderMutation();
  const [open, setOpen] = useState<Open>(null);

  const print = (order: OrderView) => {
    if (!printInvoice(order, setup))
      toastError('The print window was blocked. Please allow pop-ups for this site.');
  };

  /** Payment, print, details and edit; ListView adds delete, with its confirmation. */
  const moreActions = (o: OrderView) => {
    const who = `invoice #${o.invoice_no}`;
    const paid = o.status === 'Paid';
    return (
      <>
        <RowButton
          label="Pay"
          name={`Payment of ${who}`}
          look="success"
          disabled={paid}
          title={paid ? 'Nothing is due' : undefined}
          onClick={() => setOpen({ kind: 'pay', order: o })}
        />
        <RowButton label="Print" name={`Print ${who}`} onClick={() => print(o)} />
        <RowButton label="View" name={`View ${who}`} onClick={() => setOpen({ kind: 'view', order: o })} />
        <Link
          className="vd-btn vd-btn--ghost vd-btn--sm"
          aria-label={`Edit ${who}`}
          to={`../posupdate/${o.id}`}
        >
          Edit
        </Link>
      </>
    );
  };

  return (
    <div className="pos-screen">
      <PageHeader
        title="Order List"
        actions={
          <Link className="vd-btn" to="../ordercreate">
            New Invoice
          </Link>
        }
      />
      <ListView
        caption="Orders"
        columns={columns}
        rowKey={(o) => o.id}
        control={control}
        result={list}
        emptyText={status ? 'No order matches.' : 'No orders yet.'}
        searchLabel="Search"
        searchPlaceholder="Name, phone, invoice no or order ID"
        toolbar={
          <div className="vd-field">
            <label className="vd-label" htmlFor={statusId}>
              Status
            </label>
            <select
              id={statusId}
              className="vd-input"
              value={status}
              onChange={(e) => {
                setStatus(e.target.value as '' | OrderStatus);
                control.setPage(1);
              }}
            >
              <option value="">All</option>
              <option value="Paid">Paid</option>
              <option value="Unpaid">Unpaid</option>
            </select>
          </div>
        }
        actions={{
          name: (o) => `invoice #${o.invoice_no}`,
          extra: moreActions,
          onDelete: (o) => toastDeleted(remove(o.id), 'Order deleted successfully.'),
        }}
      />
      {open?.kind === 'pay' ? <PaymentModal order={open.order} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'view' ? (
        <OrderDetailsModal
          order={open.order}
          setup={setup}
          onClose={() => setOpen(null)}
          onPrint={() => print(open.order)}
        />
      ) : null}
    </div>
  );
}
