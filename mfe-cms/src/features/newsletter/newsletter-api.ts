import { api, callOf } from '@voltdesk/app-core';
import {
  contentEndpoints as content,
  type ListQuery,
  type NewsletterQueuedView,
  type SendNewsletterRequest,
  type SuccessBody,
} from '@voltdesk/contracts';
import { CMS_TAGS, listTags } from '../../shared/tags';
import { pageOf } from '../../shared/list-api';

/** Subscribers and the newsletter send (svc-content queues it; svc-notify mails confirmed subscribers). */
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
    cmsSendNewsletter: build.mutation<SuccessBody<NewsletterQueuedView>, SendNewsletterRequest>({
      query: (body) => callOf(content.sendNewsLetter, { body }),
    }),
  }),
  overrideExisting: false,
});

export const { useCmsGetSubscribersQuery, useCmsDeleteSubscriberMutation, useCmsSendNewsletterMutation } =
  newsletterApi;
