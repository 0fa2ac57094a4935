import { Link } from 'react-router-dom';
import { formatQuoteNo, type OrderView } from '@voltdesk/contracts';
import { toastError, type SingleSetup } from '@voltdesk/app-core';
import { Modal } from '@voltdesk/app-core/ui';
import { adminNameOf, usePosAdminNames } from '../../shared/admin-names';
import { formatDateTime } from '../../shared/date-time';
import { Invoice } from '../../shared/sales-document';
import type { LedgerEntry } from './ledger';
import { lockOf } from './order-locks';
import { CreditNotes, OrderTrail, PaymentHistory } from './order-records';
import { useOrderByIdQuery, useOrderTrailQuery } from './orders-api';
import { printReceipt } from './print-receipt';
import type { ReceiptLayout } from './receipt';
import { leftToCreditPence } from './credit-note-modal';
import { REMOVAL_LABEL, removalOf } from './remove-order';

/** What the details ask the screen to open next (one dialog at a time). */
export type DetailsAction = 'pay' | 'credit' | 'remove' | 'email';

export const POPUP_BLOCKED = 'The print window was blocked. Please allow pop-ups for this site.';

/**
 * View details of the order list (spec section 2): the invoice exactly as it prints, then what the desk
 * adds: the VOID or locked state, the payment history with a receipt per payment, the credit notes and the
 * trail. The order is read again by id (the list row has no trail, and a payment or credit changes it), and
 * the trail by invoice number; an invoice made from a quote links back to it. Its buttons: Take payment,
 * Credit note, Delete or Void (the spec's delete, saying what it will do), Print, E-mail invoice.
 */
export function OrderDetailsModal({
  order: row,
  setup,
  onClose,
  onPrint,
  onAction,
}: {
  order: OrderView;
  setup: SingleSetup | undefined;
  onClose: () => void;
  onPrint: (order: OrderView) => void;
  onAction: (action: DetailsAction, order: OrderView) => void;
}) {
  const { data: fresh } = useOrderByIdQuery(row.id);
  const order = fresh ?? row;
  const trail = useOrderTrailQuery({ invoice_no: order.invoice_no, order_id: order.id });
  const names = usePosAdminNames([
    ...(order.payments ?? []).map((p) => p.by),
    ...(order.credit_notes ?? []).map((n) => n.by),
    ...(trail.data?.trail ?? []).map((t) => t.by),
  ]);
  const isVoid = order.status === 'Void';
  const lock = lockOf(order);
  const removal = removalOf(order);
  const canCredit = !isVoid && leftToCreditPence(order) > 0;

  const receipt = (entry: LedgerEntry, layout: ReceiptLayout) => {
    const printed = printReceipt(order, entry, {
      setup,
      takenBy: adminNameOf(names, entry.payment.by),
      layout,
    });
    if (!printed) toastError(POPUP_BLOCKED);
  };

  return (
    <Modal
      open
      size="lg"
      title={`Invoice #${order.invoice_no}`}
      onClose={onClose}
      footer={
        <div className="pos-details__actions">
          <button type="button" className="vd-btn vd-btn--ghost" onClick={onClose}>
            Close
          </button>
          <button
            type="button"
            className="vd-btn vd-btn--ghost"
            disabled={!canCredit}
            title={
              isVoid ? 'A void invoice cannot be credited' : canCredit ? undefined : 'Nothing left to credit'
            }
            onClick={() => onAction('credit', order)}
          >
            Credit note
          </button>
          <button
            type="button"
            className="vd-btn vd-btn--danger"
            disabled={removal === 'voided'}
            title={removal === 'voided' ? 'This invoice is void' : undefined}
            onClick={() => onAction('remove', order)}
          >
            {REMOVAL_LABEL[removal]}
          </button>
          <button type="button" className="vd-btn vd-btn--ghost" onClick={() => onPrint(order)}>
            Print
          </button>
          <button type="button" className="vd-btn vd-btn--ghost" onClick={() => onAction('email', order)}>
            E-mail invoice
          </button>
          <button
            type="button"
            className="vd-btn vd-btn--success"
            disabled={isVoid || order.due <= 0}
            title={isVoid ? 'A void invoice takes no payment' : order.due <= 0 ? 'Nothing is due' : undefined}
            onClick={() => onAction('pay', order)}
          >
            Take payment
          </button>
        </div>
      }
    >
      {isVoid ? (
        <div className="vd-alert pos-void-banner" role="status">
          <strong className="pos-badge pos-badge--void">VOID</strong>{' '}
          {order.voided_at ? `Voided ${formatDateTime(order.voided_at)}. ` : ''}
          {order.void_reason ? `Reason: ${order.void_reason}. ` : ''}
          Kept with its number and payments; nothing is due and it takes no payment.
        </div>
      ) : lock ? (
        <div className="vd-alert pos-alert--info" role="status">
          {lock.message}
        </div>
      ) : null}
      {order.quote_no ? (
        <p className="pos-hint">
          Converted from{' '}
          <Link to={`../quotes?search=${formatQuoteNo(order.quote_no)}`}>
            quote {formatQuoteNo(order.quote_no)}
          </Link>
          .
        </p>
      ) : null}
      <Invoice order={order} setup={setup} origin={window.location.origin} />
      <div className="pos-details__records">
        <PaymentHistory order={order} names={names} onPrintReceipt={receipt} />
        <CreditNotes order={order} names={names} />
        <OrderTrail trail={trail.data} loading={trail.isLoading} failed={trail.isError} names={names} />
      </div>
    </Modal>
  );
}
