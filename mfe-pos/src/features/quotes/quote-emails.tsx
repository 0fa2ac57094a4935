import type { QuoteView } from '@voltdesk/contracts';
import { adminNameOf, usePosAdminNames } from '../../shared/admin-names';
import { formatDateTime } from '../../shared/date-time';
import { Card } from '../../shared/page';

/**
 * Who the quote was e-mailed to, when and by whom, newest first, as a quoting tool's "sent" history: the
 * clerk can see the customer has it before chasing them. svc-pos records every request; whether the mail
 * left is svc-notify's delivery log.
 */
export function QuoteEmails({ quote }: { quote: QuoteView }) {
  const sent = [...(quote.emails ?? [])].reverse();
  const names = usePosAdminNames(sent.map((mail) => mail.by));
  return (
    <Card title="E-mails">
      {sent.length === 0 ? (
        <p className="pos-muted">Not e-mailed yet.</p>
      ) : (
        <div className="vd-table-wrap">
          <table className="vd-table">
            <caption className="vd-visually-hidden">E-mails of the quote</caption>
            <thead>
              <tr>
                <th>Date</th>
                <th>To</th>
                <th>Sent by</th>
              </tr>
            </thead>
            <tbody>
              {sent.map((mail) => (
                <tr key={`${mail.at}-${mail.to}`}>
                  <td>{formatDateTime(mail.at)}</td>
                  <td>{mail.to}</td>
                  <td>{adminNameOf(names, mail.by)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
