import { api, callOf, dataOf } from '@voltdesk/app-core';
import {
  contentEndpoints as content,
  notifyEndpoints as notify,
  type EnvelopeOf,
  type ListQuery,
  type NewsletterAudienceView,
  type NewsletterPreviewView,
  type SendNewsletterRequest,
  type SuccessBody,
} from '@voltdesk/contracts';
import { CMS_TAGS, listTags } from '../../shared/tags';
import { pageOf } from '../../shared/list-api';

/**
 * Subscribers and the newsletter send. svc-content queues a newsletter (with an `Idempotency-Key`, so a
 * double click queues one) and svc-notify mails the confirmed subscribers; svc-notify also renders the
 * preview, says how many a send reaches and mails the test to the signed-in admin.
 */
const newsletterApi = api.enhanceEndpoints({ addTagTypes: CMS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    cmsGetSubscribers: build.query({
      query: (query: ListQuery) => callOf(content.getNewsLetter, { query }),
      transformResponse: pageOf(content.getNewsLetter),
      providesTags: (page) => listTags('CmsSubscriber', page?.rows),
    }),
    cmsDeleteSubscriber: build.mutation<SuccessBody<null>, string>({
      query: (id) => callOf(content.deleteNewsLetter, { query: { id } }),
      invalidatesTags: [{ type: 'CmsSubscriber', id: 'LIST' }],
    }),
    cmsSendNewsletter: build.mutation<
      EnvelopeOf<typeof content.sendNewsLetter>,
      { draft: SendNewsletterRequest; idempotencyKey: string }
    >({
      query: ({ draft, idempotencyKey }) => ({
        ...callOf(content.sendNewsLetter, { body: draft }),
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: [{ type: 'CmsDelivery', id: 'LIST' }],
    }),
    cmsNewsletterPreview: build.mutation<NewsletterPreviewView, SendNewsletterRequest>({
      query: (draft) => callOf(notify.newsletterPreview, { body: draft }),
      transformResponse: dataOf(notify.newsletterPreview),
    }),
    cmsNewsletterTest: build.mutation<EnvelopeOf<typeof notify.newsletterTest>, SendNewsletterRequest>({
      query: (draft) => callOf(notify.newsletterTest, { body: draft }),
    }),
    cmsNewsletterAudience: build.query<NewsletterAudienceView, void>({
      query: () => callOf(notify.newsletterAudience),
      transformResponse: dataOf(notify.newsletterAudience),
    }),
  }),
  overrideExisting: false,
});

export const {
  useCmsGetSubscribersQuery,
  useCmsDeleteSubscriberMutation,
  useCmsSendNewsletterMutation,
  useCmsNewsletterPreviewMutation,
  useCmsNewsletterTestMutation,
  useLazyCmsNewsletterAudienceQuery,
} = newsletterApi;
