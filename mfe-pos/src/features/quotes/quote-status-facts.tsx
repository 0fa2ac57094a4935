import { Link } from 'react-router-dom';
import type { QuoteView } from '@voltdesk/contracts';
import { formatDay, QuoteStatusBadge } from './quote-list-page';

/** Where the quote stands: its status, until when it is valid, its decision, the invoice it became. */
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
      {q.invoice_no !== null && q.order_id ? (
        <span>
          Converted to <Link to={`../posupdate/${q.order_id}`}>invoice #{q.invoice_no}</Link>
        </span>
      ) : null}
    </div>
  );
}
