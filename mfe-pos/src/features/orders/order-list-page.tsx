import { useState, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { OrderStatus, OrderView } from '@voltdesk/contracts';
import { toastError, useDocumentTitle, useSetupEntriesQuery } from '@voltdesk/app-core';
import { ListView, pageQuery, useListParams, type Column } from '@voltdesk/app-core/ui';
import { PHONE_QUERY, useMediaQuery } from '../../shared/media-query';
import { formatPounds } from '../../shared/money';
import { PageHeader } from '../../shared/page';
import { StatusFilter } from '../../shared/status-filter';
import { CreditNoteModal } from './credit-note-modal';
import { EmailInvoiceDialog } from './email-invoice-button';
import { OrderDetailsModal, POPUP_BLOCKED, type DetailsAction } from './order-details-modal';
import { useOrdersQuery } from './orders-api';
import { PaymentModal } from './payment-modal';
import { formatDate, printInvoice } from '../../shared/sales-document';
import './orders.css';
import { REMOVAL_LABEL, RemoveOrderDialog, removalOf } from './remove-order';

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

/** A small button of a row's actions, named after what it acts on ('Print invoice #1042'). */
function RowButton({
  label,
  name,
  look = 'ghost',
  ...rest
}: { label: string; name: string; look?: 'ghost' | 'success' | 'danger' } & Omit<
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

  /** Payment, print, details, edit, then the spec's delete (Delete or Void), which keeps its last place. */
  const rowActions = (o: OrderView) => {
    const who = `invoice #${o.invoice_no}`;
    const isVoid = o.status === 'Void';
    const payable = !isVoid && o.status !== 'Paid';
    const removal = removalOf(o);
    return (
      <>
        <RowButton
          label="Pay"
          name={`Payment of ${who}`}
          look="success"
          disabled={!payable}
          title={isVoid ? 'A void invoice takes no payment' : payable ? undefined : 'Nothing is due'}
          onClick={() => setOpen({ kind: 'pay', order: o })}
        />
        <RowButton label="Print" name={`Print ${who}`} onClick={() => print(o)} />
        <RowButton label="View" name={`View ${who}`} onClick={() => setOpen({ kind: 'view', order: o })} />
        {isVoid ? (
          <RowButton label="Edit" name={`Edit ${who}`} disabled title="A void invoice can no longer change" />
        ) : (
          <Link
            className="vd-btn vd-btn--ghost vd-btn--sm"
            aria-label={`Edit ${who}`}
            to={`../posupdate/${o.id}`}
          >
            Edit
          </Link>
        )}
        <RowButton
          label={REMOVAL_LABEL[removal]}
          name={`${REMOVAL_LABEL[removal]} ${who}`}
          look="danger"
          disabled={removal === 'voided'}
          title={
            removal === 'voided'
              ? 'This invoice is void'
              : removal === 'void'
                ? 'It has payments: it is kept and marked VOID'
                : 'It has no payments: it is deleted'
          }
          onClick={() => setOpen({ kind: 'remove', order: o })}
        />
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
          actions={{ name: (o) => `invoice #${o.invoice_no}`, extra: rowActions }}
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
