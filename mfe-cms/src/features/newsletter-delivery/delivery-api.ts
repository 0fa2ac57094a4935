import { api, callOf } from '@voltdesk/app-core';
import {
  notifyEndpoints as notify,
  type EnvelopeOf,
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
const deliveryApi = api.enhanceEndpoints({ addTagTypes: CMS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    cmsNewsletterDeliveries: build.query({
      query: (query: ListQuery) => callOf(notify.newsletters, { query }),
      transformResponse: pageOf(notify.newsletters),
      providesTags: [DELIVERY],
    }),
    cmsNewsletterRecipients: build.query<RecipientsPage, LogQuery & { newsletter_id: string }>({
      query: (query) => callOf(notify.notifications, { query }),
      transformResponse: (body: EnvelopeOf<typeof notify.notifications>, _meta, query) => ({
        rows: body.data,
        total: body.meta?.total ?? body.data.length,
        newsletter: body.meta?.newsletters?.find((n) => n.id === query.newsletter_id),
      }),
      providesTags: [DELIVERY],
    }),
    cmsRetryNewsletter: build.mutation<
      EnvelopeOf<typeof notify.retryNewsletter>,
      RequestInputOf<'notify.newsletters.retry'>
    >({
      query: (body) => callOf(notify.retryNewsletter, { body }),
      invalidatesTags: [DELIVERY],
    }),
  }),
  overrideExisting: false,
});

export const {
  useCmsNewsletterDeliveriesQuery,
  useCmsNewsletterRecipientsQuery,
  useCmsRetryNewsletterMutation,
} = deliveryApi;
