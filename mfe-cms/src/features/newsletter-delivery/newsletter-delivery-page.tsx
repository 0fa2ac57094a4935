import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@voltdesk/app-core';
import type { NewsletterDeliverySummary } from '@voltdesk/contracts';
import { ListView, pageQuery, useListParams, type Column } from '@voltdesk/app-core/ui';
import { Card, PageHeader } from '../../shared/page';
import { useNewslettersQuery } from './delivery-api';
import { formatWhen } from './delivery-status';

const columns: Column<NewsletterDeliverySummary>[] = [
  {
    header: 'Newsletter',
    cell: (n) => <Link to={`/admin/newsletterDelivery/${n.id}`}>{n.subject}</Link>,
  },
  { header: 'Sent on', cell: (n) => formatWhen(n.requested_at) },
  { header: 'Recipients', cell: (n) => n.recipients },
  { header: 'Sent', cell: (n) => n.sent },
  { header: 'Failed', cell: (n) => n.failed },
  { header: 'Pending', cell: (n) => n.queued },
  { header: 'Cancelled', cell: (n) => n.cancelled },
];

/** While mails are still going out, the counts refresh by themselves. */
const POLL_MS = 5000;

/**
 * Newsletter delivery: the newsletters sent, newest first (paged, searchable by subject), and how many of
 * their mails went, failed or wait.
 */
export default function NewsletterDeliveryPage() {
  useDocumentTitle('Newsletter delivery');
  const control = useListParams();
  const list = useNewslettersQuery(pageQuery(control.params), { pollingInterval: POLL_MS });
  return (
    <div className="cms-screen">
      <PageHeader
        title="Newsletter delivery"
        actions={
          <Link to="/admin/sendnewletter" className="vd-btn">
            Send Newsletter
          </Link>
        }
      />
      <Card>
        <ListView
          caption="Newsletters"
          columns={columns}
          rowKey={(n) => n.id}
          control={control}
          result={list}
          emptyText="No newsletter has been sent yet."
          searchLabel="Search newsletters"
          searchPlaceholder="Part of a subject"
        />
      </Card>
    </div>
  );
}
