import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { toastSuccess, useDocumentTitle } from '@voltdesk/app-core';
import type { NotificationItem } from '@voltdesk/contracts';
import { ListView, pageQuery, toastFailure, useListParams, type Column } from '@voltdesk/app-core/ui';
import { Card, PageHeader } from '../../shared/page';
import { useNewsletterNotificationsQuery, useRetryNewsletterMutation } from './delivery-api';
import { DeliveryCounts } from './delivery-counts';
import { DeliveryStatus, formatWhen } from './delivery-status';
import { RecipientFilters, type StatusFilter } from './recipient-filters';

const columns: Column<NotificationItem>[] = [
  { header: 'Recipient', cell: (m) => m.to },
  { header: 'Status', cell: (m) => <DeliveryStatus status={m.status} /> },
  { header: 'Attempts', cell: (m) => m.attempts },
  { header: 'Sent', cell: (m) => formatWhen(m.sent_at) },
  { header: 'Reason', cell: (m) => m.last_error ?? '' },
];

const POLL_MS = 5000;

/**
 * One newsletter's delivery, per recipient: sent, failed (with the mail server's reason), pending or
 * cancelled; filter by state, search by address; retry all failed mails or one. The page refreshes by
 * itself while mails are still going out.
 */
export default function NewsletterRecipientsPage() {
  const { id = '' } = useParams();
  const control = useListParams();
  const [status, setStatus] = useState<StatusFilter>('');
  const [retry, retrying] = useRetryNewsletterMutation();
  const [pending, setPending] = useState(true);
  const result = useNewsletterNotificationsQuery(
    { newsletter_id: id, ...pageQuery(control.params), ...(status ? { status } : {}) },
    { pollingInterval: pending ? POLL_MS : 0 },
  );
  const newsletter = result.data?.newsletter;
  const stillGoing = (newsletter?.queued ?? 1) > 0;
  // Derived from the last answer, for the next render's polling (React's "state from the previous render").
  if (stillGoing !== pending) setPending(stillGoing);
  useDocumentTitle(newsletter ? `Delivery: ${newsletter.subject}` : 'Newsletter delivery');

  const retryFailed = async (notificationId?: string) => {
    const outcome = await retry({ id, ...(notificationId ? { notification_id: notificationId } : {}) });
    if ('error' in outcome) toastFailure(outcome.error);
    else toastSuccess(outcome.data.message ?? 'Queued again.');
  };

  const failed = newsletter?.failed ?? 0;
  return (
    <div className="cms-screen">
      <PageHeader
        title={newsletter ? newsletter.subject : 'Newsletter delivery'}
        actions={<Link to="/admin/newsletterDelivery">All newsletters</Link>}
      />
      <Card>
        {newsletter ? <DeliveryCounts newsletter={newsletter} /> : null}
        <RecipientFilters
          status={status}
          onStatus={(v) => {
            setStatus(v);
            control.setPage(1);
          }}
          failed={failed}
          retrying={retrying.isLoading}
          onRetryFailed={() => void retryFailed()}
        />
        <ListView
          caption="Recipients"
          columns={columns}
          rowKey={(m) => m.id}
          control={control}
          result={result}
          emptyText={status ? 'No mails in this state.' : 'No mails for this newsletter.'}
          searchLabel="Search recipients"
          searchPlaceholder="Part of an address"
          actions={{
            name: (m) => m.to,
            extra: (m) =>
              m.status === 'failed' ? (
                <button
                  type="button"
                  className="vd-btn vd-btn--ghost vd-btn--sm"
                  aria-label={`Retry ${m.to}`}
                  disabled={retrying.isLoading}
                  onClick={() => void retryFailed(m.id)}
                >
                  Retry
                </button>
              ) : null,
          }}
        />
      </Card>
    </div>
  );
}
