import type { NewsletterDeliverySummary } from '@voltdesk/contracts';
import { formatWhen } from './delivery-status';

/** When a newsletter went out and how many of its mails are sent, failed, pending and cancelled. */
export function DeliveryCounts({ newsletter }: { newsletter: NewsletterDeliverySummary }) {
  return (
    <ul className="cms-delivery__counts" aria-label="Delivery counts">
      <li>Sent on {formatWhen(newsletter.requested_at)}</li>
      <li>
        {newsletter.recipients} {newsletter.recipients === 1 ? 'recipient' : 'recipients'}
      </li>
      <li>{newsletter.sent} sent</li>
      <li>{newsletter.failed} failed</li>
      <li>{newsletter.queued} pending</li>
      <li>{newsletter.cancelled} cancelled</li>
    </ul>
  );
}
