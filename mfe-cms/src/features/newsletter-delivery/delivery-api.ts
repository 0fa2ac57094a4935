import { defineCalls, read, write } from '@voltdesk/app-core';
import {
  notifyEndpoints as notify,
  type ListQuery,
  type NewsletterDeliverySummary,
  type NotificationItem,
  type RequestInputOf,
} from '@voltdesk/contracts';
import type { ListPageOf } from '@voltdesk/app-core/ui';
import { pageOf } from '../../shared/list-api';
import { CMS_TAGS } from '../../shared/tags';

type LogQuery = RequestInputOf<'notify.notifications.query'>;

/** One newsletter's mails, a page of them, and its counts (sent, failed, pending, cancelled). */
export interface RecipientsPage extends ListPageOf<NotificationItem> {
  newsletter: NewsletterDeliverySummary | undefined;
}

const DELIVERY = { type: 'CmsDelivery', id: 'LIST' } as const;

/**
 * The newsletter delivery log (svc-notify): the newsletters sent with their counts (`admin/newsletters`),
 * one newsletter's mails per recipient (`admin/notifications`), and retrying the failed ones
 * (`admin/retryNewsletter`).
 */
export const { useNewslettersQuery, useNewsletterNotificationsQuery, useRetryNewsletterMutation } =
  defineCalls(CMS_TAGS, {
    newsletters: read(notify.newsletters, {
      args: (query: ListQuery) => ({ query }),
      result: (body) => pageOf(body),
      providesTags: [DELIVERY],
    }),
    newsletterNotifications: read(notify.notifications, {
      args: (query: LogQuery & { newsletter_id: string }) => ({ query }),
      result: ({ data, meta }, query): RecipientsPage => ({
        rows: data,
        total: meta?.total ?? data.length,
        newsletter: meta?.newsletters?.find((n) => n.id === query.newsletter_id),
      }),
      providesTags: [DELIVERY],
    }),
    retryNewsletter: write(notify.retryNewsletter, { invalidatesTags: [DELIVERY] }),
  });
