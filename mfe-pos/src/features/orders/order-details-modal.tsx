import { Link } from 'react-router-dom';
import { CustomerLinkStatus } from '../../shared/customer-link-status';
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
import { leftToCreditPence } from './credit-note-rules';
import { removalOf } from './remove-order';
import { DetailsActions, type DetailsAction } from './order-details-actions';

export const POPUP_BLOCKED = 'The print window was blocked. Please allow pop-ups for this site.';

/** A void invoice says when and why it was voided; a locked one what can no longer change. */
function OrderStateBanner({ order }: { order: OrderView }) {
  const lock = lockOf(order);
  return order.status === 'Void' ? (
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
  ) : null;
}

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
        <DetailsActions
          order={order}
          canCredit={canCredit}
          removal={removal}
          onClose={onClose}
          onPrint={onPrint}
          onAction={onAction}
        />
      }
    >
      <OrderStateBanner order={order} />
      <CustomerLinkStatus kind="invoice" id={order.id} />
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
