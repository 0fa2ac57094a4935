import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OrderStatus, OrderView } from '@voltdesk/contracts';
import { toastError, useDocumentTitle, useSetupEntriesQuery } from '@voltdesk/app-core';
import { ListView, pageQuery, useListParams, type Column } from '@voltdesk/app-core/ui';
import { PHONE_QUERY, useMediaQuery } from './media-query';
import { formatPounds } from '../../shared/money';
import { PageHeader } from '../../shared/page';
import { StatusFilter } from '../../shared/status-filter';
import { CreditNoteModal } from './credit-note-modal';
import { EmailInvoiceDialog } from './email-invoice-button';
import type { DetailsAction } from './order-details-actions';
import { OrderDetailsModal, POPUP_BLOCKED } from './order-details-modal';
import { useOrdersQuery } from './orders-api';
import { PaymentModal } from './payment-modal';
import { formatDate, printInvoice } from '../../shared/sales-document';
import './orders.css';
import { RemoveOrderDialog } from './remove-order';
import { OrderRowActions } from './order-row-actions';

export const ORDERS_PER_PAGE = 10;

/**
 * The one dialog open on the screen. `fromDetails`: opened from the details, which come back when it
 * closes (one dialog at a time, so Escape never closes two).
 */
type Open = { kind: 'view' | DetailsAction; order: OrderView; fromDetails?: boolean } | null;

/** The order list's Status filter, after All. */
const ORDER_STATUSES: readonly OrderStatus[] = ['Paid', 'Unpaid', 'Void'];

const STATUS_BADGE: Record<OrderStatus, string> = {
  Paid: 'vd-badge vd-badge--active',
  Unpaid: 'vd-badge vd-badge--inactive',
  Void: 'vd-badge pos-badge--void',
};

/** A Paid, Unpaid or VOID badge. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <span className={STATUS_BADGE[status]}>{status === 'Void' ? 'VOID' : status}</span>;
}

/** In the card layout each value says what it is ("Due £150.00"); the table's header says it otherwise. */
const labelled = (cards: boolean, label: string, value: ReactNode) =>
  cards ? (
    <>
      <span className="pos-card-label" aria-hidden="true">
        {label}
      </span>
      {value}
    </>
  ) : (
    value
  );

function columnsFor(cards: boolean): Column<OrderView>[] {
  return [
    {
      header: 'Invoice',
      className: 'pos-col-invoice',
      cell: (o) => labelled(cards, 'Invoice', `#${o.invoice_no}`),
    },
    {
      header: 'Date',
      className: 'pos-col-date',
      cell: (o) => labelled(cards, 'Date', formatDate(o.created_at)),
    },
    { header: 'Name', className: 'pos-col-name', cell: (o) => o.customer.name },
    { header: 'Phone', className: 'pos-col-phone', cell: (o) => o.customer.phone },
    {
      header: 'Total',
      className: 'pos-num',
      // After a credit note Total - Payment is not the Due: the credit shows under the total, so the row adds up.
      cell: (o) =>
        labelled(
          cards,
          'Total',
          <>
            {formatPounds(o.total)}
            {o.credited ? <small className="pos-credited">Credited {formatPounds(o.credited)}</small> : null}
          </>,
        ),
    },
    {
      header: 'Payment',
      className: 'pos-num',
      cell: (o) => labelled(cards, 'Paid', formatPounds(o.payment)),
    },
    { header: 'Due', className: 'pos-num', cell: (o) => labelled(cards, 'Due', formatPounds(o.due)) },
    { header: 'Status', className: 'pos-col-status', cell: (o) => <OrderStatusBadge status={o.status} /> },
  ];
}

/**
 * Order list (spec section 2): SL, Invoice (number), Date, Name, Phone, Total, Payment,
 * Due, Status (Paid, Unpaid or VOID); search (name, phone, invoice number, custom order ID) and a
 * Paid/Unpaid/Void filter, both on the server, which pages the list; actions payment (not for a paid or
 * void invoice), print, view details, edit (not for a void invoice) and the spec's delete, which says
 * what it does: Delete (no payments) or Void (payments: the invoice is kept). Below 700 px the rows are
 * cards; from 700 px the table keeps its actions in view (pos.css).
 */
export default function OrderListPage() {
  useDocumentTitle('Order List');
  const cards = useMediaQuery(PHONE_QUERY);
  const control = useListParams({ perPage: ORDERS_PER_PAGE });
  const [status, setStatus] = useState<'' | OrderStatus>('');
  const list = useOrdersQuery({ ...pageQuery(control.params), ...(status ? { status } : {}) });
  // The shell loads the setup on start; the invoice reads logo, site info and bank details from it.
  const { data: setup } = useSetupEntriesQuery();
  const [open, setOpen] = useState<Open>(null);

  const print = (order: OrderView) => {
    if (!printInvoice(order, setup)) toastError(POPUP_BLOCKED);
  };

  /** Closing a dialog opened from the details goes back to them. */
  const back = () => setOpen(open?.fromDetails ? { kind: 'view', order: open.order } : null);

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
      <div
        className={`pos-order-list ${cards ? 'pos-order-list--cards' : 'pos-order-list--table'}`}
        data-testid="order-list"
      >
        <ListView
          caption="Orders"
          columns={columnsFor(cards)}
          rowKey={(o) => o.id}
          control={control}
          result={list}
          emptyText={status ? 'No order matches.' : 'No orders yet.'}
          searchLabel="Search"
          searchPlaceholder="Name, phone, invoice no or order ID"
          toolbar={
            <StatusFilter
              statuses={ORDER_STATUSES}
              value={status}
              onChange={(next) => {
                setStatus(next);
                control.setPage(1);
              }}
            />
          }
          actions={{
            name: (o) => `invoice #${o.invoice_no}`,
            extra: (o) => (
              <OrderRowActions order={o} onOpen={(kind) => setOpen({ kind, order: o })} onPrint={print} />
            ),
          }}
        />
      </div>
      {open?.kind === 'pay' ? <PaymentModal order={open.order} onClose={back} /> : null}
      {open?.kind === 'credit' ? <CreditNoteModal order={open.order} onClose={back} /> : null}
      {open?.kind === 'email' ? <EmailInvoiceDialog order={open.order} onClose={back} /> : null}
      {open?.kind === 'remove' ? (
        <RemoveOrderDialog
          order={open.order}
          onClose={back}
          // A voided invoice is still there to look at; a deleted one is gone.
          onDone={(removal) => (removal === 'void' ? back() : setOpen(null))}
        />
      ) : null}
      {open?.kind === 'view' ? (
        <OrderDetailsModal
          order={open.order}
          setup={setup}
          onClose={() => setOpen(null)}
          onPrint={print}
          onAction={(kind, order) => setOpen({ kind, order, fromDetails: true })}
        />
      ) : null}
    </div>
  );
}
