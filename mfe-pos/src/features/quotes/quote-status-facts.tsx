import { Link } from 'react-router-dom';
import type { QuoteView } from '@voltdesk/contracts';
import { formatPounds } from '../../shared/money';
import { formatDay, QuoteStatusBadge } from './quote-list-page';

/**
 * Where the quote stands: its status, until when it is valid, its decision, the deposit it asks and its
 * deposit invoice, the invoice it became.
 */
export function QuoteStatusFacts({ quote: q }: { quote: QuoteView }) {
  return (
    <div className="pos-quote-status">
      <QuoteStatusBadge status={q.status} />
      {q.status === 'Expired' ? (
        <span>Expired after {formatDay(q.valid_until)}: edit it to extend the date.</span>
      ) : (
        <span>Valid until {formatDay(q.valid_until)}</span>
      )}
      {q.decided_at && (q.status === 'Accepted' || q.status === 'Declined') ? (
        <span>
          {q.status} on {formatDay(q.decided_at)}
          {q.decision_reason ? `: ${q.decision_reason}` : ''}
        </span>
      ) : null}
      {q.deposit ? (
        <span>
          Deposit {q.deposit.percent === null ? '' : `${q.deposit.percent}%, `}
          {formatPounds(q.deposit.amount)}
        </span>
      ) : null}
      {(q.deposit_invoices ?? []).map((d) => (
        <span key={d.order_id}>
          Deposit: <Link to={`../posupdate/${d.order_id}`}>invoice #{d.invoice_no}</Link>
        </span>
      ))}
      {q.invoice_no !== null && q.order_id ? (
        <span>
          Converted to <Link to={`../posupdate/${q.order_id}`}>invoice #{q.invoice_no}</Link>
        </span>
      ) : null}
    </div>
  );
}
