import type { OrderView } from '@voltdesk/contracts';
import type { SingleSetup } from '@voltdesk/app-core';
import { formatPence, formatPounds } from '../../shared/money';
import { formatDateTime } from '../../shared/date-time';
import { receiptNo, type LedgerEntry } from './ledger';
import { PAYMENT_METHOD_LABEL } from './payment-methods';
import './receipt.css';

/** A4 for the office printer, 80 mm for a thermal till-roll printer. */
export type ReceiptLayout = 'a4' | 'thermal';

export const RECEIPT_LAYOUT_LABEL: Record<ReceiptLayout, string> = {
  a4: 'A4',
  thermal: '80 mm thermal',
};

/**
 * The receipt of one payment (or refund) of an invoice: the business's name, address,
 * phone and e-mail from the site settings, the receipt and invoice numbers, the payment (time, method,
 * reference, who took it, amount) and what the invoice still owed after it: its total, the credit notes
 * issued by then, paid to date and the balance left. One component for both
 * layouts; `receipt.css` sizes the page (A4, or an 80 mm roll). React escapes every value.
 */
export function Receipt({
  order,
  entry,
  setup,
  takenBy,
  layout,
}: {
  order: OrderView;
  entry: LedgerEntry;
  setup: SingleSetup | undefined;
  takenBy: string;
  layout: ReceiptLayout;
}) {
  const site = setup?.websiteData ?? {};
  const { payment } = entry;
  const refund = payment.amount < 0;
  const title = refund ? 'REFUND' : 'RECEIPT';
  const no = receiptNo(order, entry);
  return (
    <article className={`pos-receipt pos-receipt--${layout}`} aria-label={`Receipt ${no}`}>
      <header className="pos-receipt__head">
        <h1 className="pos-receipt__business">{site.title || 'Receipt'}</h1>
        {[site.address, site.phone, site.email].filter(Boolean).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </header>
      <h2 className="pos-receipt__title">{title}</h2>
      <dl className="pos-receipt__rows">
        <dt>Receipt No</dt>
        <dd>{no}</dd>
        <dt>Invoice No</dt>
        <dd>#{order.invoice_no}</dd>
        <dt>Date</dt>
        <dd>{formatDateTime(payment.at)}</dd>
        <dt>Customer</dt>
        <dd>{order.customer.name}</dd>
        <dt>Method</dt>
        <dd>{PAYMENT_METHOD_LABEL[payment.method ?? 'cash']}</dd>
        {payment.reference ? (
          <>
            <dt>Reference</dt>
            <dd>{payment.reference}</dd>
          </>
        ) : null}
        {payment.credit_no ? (
          <>
            <dt>Credit note</dt>
            <dd>#{payment.credit_no}</dd>
          </>
        ) : null}
        <dt>Taken by</dt>
        <dd>{takenBy}</dd>
      </dl>
      <dl className="pos-receipt__rows pos-receipt__money" aria-label="Amounts">
        <dt className="pos-receipt__strong">{refund ? 'Amount refunded' : 'Amount paid'}</dt>
        <dd className="pos-receipt__strong">{formatPounds(Math.abs(payment.amount))}</dd>
        <dt>Invoice total</dt>
        <dd>{formatPounds(order.total)}</dd>
        {/* Without it, total - paid would not be the balance left once a credit note was issued. */}
        {entry.creditedAfterPence !== 0 ? (
          <>
            <dt>Credited</dt>
            <dd>{formatPence(entry.creditedAfterPence)}</dd>
          </>
        ) : null}
        <dt>Paid to date</dt>
        <dd>{formatPence(entry.paidAfterPence)}</dd>
        <dt className="pos-receipt__strong">Balance left</dt>
        <dd className="pos-receipt__strong">{formatPence(entry.balanceAfterPence)}</dd>
      </dl>
      {order.status === 'Void' ? (
        <p className="pos-receipt__note">This invoice has since been voided.</p>
      ) : null}
      <footer className="pos-receipt__foot">
        {refund ? 'Refund given. Please keep this receipt.' : 'Thank you for your payment.'}
      </footer>
    </article>
  );
}
