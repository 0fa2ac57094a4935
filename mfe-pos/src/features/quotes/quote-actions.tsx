import { Link } from 'react-router-dom';
import type { QuoteView } from '@voltdesk/contracts';

/** What each status allows (svc-pos refuses the rest with its reason). */
function allowed(q: QuoteView) {
  const open = q.status === 'Open';
  const answerable = open || q.status === 'Accepted';
  // Once a deposit is invoiced, the job's invoice is the final one, which deducts it.
  const deposited = (q.deposit_invoices?.length ?? 0) > 0;
  return {
    accept: open,
    decline: open || q.status === 'Expired' || q.status === 'Accepted',
    convert: answerable && !deposited,
    deposit: answerable && Boolean(q.deposit) && !deposited,
    final: answerable && deposited,
    edit: open || q.status === 'Expired',
  };
}

/**
 * The quote's buttons: Accept, Decline and Convert to invoice as its status allows them (Create deposit
 * invoice instead when it asks for a deposit, then Create final invoice), Edit while it is
 * open or expired, Print and E-mail quote always.
 */
export function QuoteActions({
  quote,
  busy,
  onAccept,
  onDecline,
  onConvert,
  onDepositInvoice,
  onFinalInvoice,
  onPrint,
  onEmail,
}: {
  quote: QuoteView;
  /** A decision is on its way: no other is taken meanwhile. */
  busy: boolean;
  onAccept: () => void;
  onDecline: () => void;
  onConvert: () => void;
  onDepositInvoice: () => void;
  onFinalInvoice: () => void;
  onPrint: () => void;
  onEmail: () => void;
}) {
  const can = allowed(quote);
  return (
    <div className="pos-quote-actions">
      {can.accept ? (
        <button type="button" className="vd-btn vd-btn--success" disabled={busy} onClick={onAccept}>
          Accept
        </button>
      ) : null}
      {can.decline ? (
        <button type="button" className="vd-btn vd-btn--danger" disabled={busy} onClick={onDecline}>
          Decline
        </button>
      ) : null}
      {can.convert ? (
        <button type="button" className="vd-btn" disabled={busy} onClick={onConvert}>
          Convert to invoice
        </button>
      ) : null}
      {can.deposit ? (
        <button type="button" className="vd-btn" disabled={busy} onClick={onDepositInvoice}>
          Create deposit invoice
        </button>
      ) : null}
      {can.final ? (
        <button type="button" className="vd-btn" disabled={busy} onClick={onFinalInvoice}>
          Create final invoice
        </button>
      ) : null}
      {can.edit ? (
        <Link className="vd-btn vd-btn--ghost" to={`../quoteupdate/${quote.id}`}>
          Edit
        </Link>
      ) : null}
      <button type="button" className="vd-btn vd-btn--ghost" onClick={onPrint}>
        Print
      </button>
      <button type="button" className="vd-btn vd-btn--ghost" onClick={onEmail}>
        E-mail quote
      </button>
    </div>
  );
}
