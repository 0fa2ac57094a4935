import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@voltdesk/app-core';
import type { NewsletterDeliverySummary } from '@voltdesk/contracts';
import { DataTable, type Column } from '@voltdesk/app-core/ui';
import { Card, LoadError, PageHeader } from '../../shared/page';
import { useCmsNewsletterDeliveriesQuery } from './delivery-api';
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

/** Newsletter delivery: the recent newsletters, how many of their mails went, failed or wait. */
export default function NewsletterDeliveryPage() {
  useDocumentTitle('Newsletter delivery');
  const list = useCmsNewsletterDeliveriesQuery(undefined, { pollingInterval: POLL_MS });
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
        {list.isError ? <LoadError what="The newsletters" /> : null}
        <DataTable
          caption="Newsletters"
          columns={columns}
          rows={list.data}
          rowKey={(n) => n.id}
          loading={list.isLoading}
          emptyText="No newsletter has been sent yet."
        />
      </Card>
    </div>
  );
}
