import { defineCalls, read, write } from '@voltdesk/app-core';
import { contentEndpoints as content, notifyEndpoints as notify, type ListQuery } from '@voltdesk/contracts';
import { CMS_TAGS, listTags } from '../../shared/tags';
import { pageOf } from '../../shared/list-api';

/**
 * Subscribers and the newsletter send. svc-content queues a newsletter (idempotent by its definition, so a
 * double click queues one) and svc-notify mails the confirmed subscribers; svc-notify also renders the
 * preview, says how many a send reaches and mails the test to the signed-in admin.
 */
export const {
  useSubscribersQuery,
  useDeleteSubscriberMutation,
  useSendNewsletterMutation,
  useNewsletterPreviewMutation,
  useNewsletterTestMutation,
  useLazyNewsletterAudienceQuery,
} = defineCalls(CMS_TAGS, {
  subscribers: read(content.getNewsLetter, {
    args: (query: ListQuery) => ({ query }),
    result: (body) => pageOf(body),
    providesTags: (page) => listTags('CmsSubscriber', page?.rows),
  }),
  deleteSubscriber: write(content.deleteNewsLetter, {
    args: (id: string) => ({ query: { id } }),
    invalidatesTags: [{ type: 'CmsSubscriber', id: 'LIST' }],
  }),
  sendNewsletter: write(content.sendNewsLetter, { invalidatesTags: [{ type: 'CmsDelivery', id: 'LIST' }] }),
  newsletterPreview: write(notify.newsletterPreview, { result: ({ data }) => data }),
  newsletterTest: write(notify.newsletterTest),
  newsletterAudience: read(notify.newsletterAudience),
});
