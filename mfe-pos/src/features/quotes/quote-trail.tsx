import type { QuoteView } from '@voltdesk/contracts';
import { adminNameOf, usePosAdminNames } from '../../shared/admin-names';
import { formatDateTime } from '../../shared/date-time';
import { Card } from '../../shared/page';

const ACTIONS: Record<NonNullable<QuoteView['history']>[number]['action'], string> = {
  created: 'Created',
  updated: 'Edited',
  accepted: 'Accepted',
  declined: 'Declined',
  converted: 'Converted to an invoice',
  emailed: 'E-mailed',
};

/** What the customer did on the quote's page, with the evidence kept: name typed, time, address. */
function OnlineAnswer({ quote }: { quote: QuoteView }) {
  const a = quote.answer;
  if (!a) return null;
  return (
    <p className="pos-hint">
      {a.decision === 'accepted'
        ? `Accepted online by the customer, who typed "${a.name ?? ''}" and agreed to the terms, on ${formatDateTime(a.at)} from ${a.ip}.`
        : `Declined online by the customer on ${formatDateTime(a.at)} from ${a.ip}: ${a.reason ?? ''}`}
    </p>
  );
}

/** Every change of the quote's state and content, oldest first: what, when, who (an admin or the customer). */
export function QuoteTrail({ quote }: { quote: QuoteView }) {
  const history = quote.history ?? [];
  const names = usePosAdminNames(history.filter((e) => e.by !== 'customer').map((e) => e.by));
  return (
    <Card title="Trail">
      <OnlineAnswer quote={quote} />
      {history.length === 0 ? (
        <p className="pos-muted">No changes recorded yet.</p>
      ) : (
        <div className="vd-table-wrap">
          <table className="vd-table">
            <caption className="vd-visually-hidden">Trail of the quote</caption>
            <thead>
              <tr>
                <th>Date</th>
                <th>What</th>
                <th>By</th>
              </tr>
            </thead>
            <tbody>
              {history.map((e, i) => (
                <tr key={`${e.at}-${i}`}>
                  <td>{formatDateTime(e.at)}</td>
                  <td>
                    {ACTIONS[e.action]}
                    {e.invoice_no ? ` (invoice #${e.invoice_no})` : ''}
                    {e.reason ? `: ${e.reason}` : ''}
                  </td>
                  <td>{e.by === 'customer' ? 'Customer (online)' : adminNameOf(names, e.by)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
