import { api } from '@voltdesk/app-core';
import type { SendNewsletterRequest, SuccessBody } from '@voltdesk/contracts';
import { CMS_TAGS, listTags } from '../../shared/tags';
import type { SubscriberView } from '../../shared/types';

/** Subscribers and the newsletter send (svc-content queues it; svc-notify mails confirmed subscribers). */
const newsletterApi = api.enhanceEndpoints({ addTagTypes: CMS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    cmsGetSubscribers: build.query<SubscriberView[], void>({
      query: () => 'admin/getNewsLetter',
      transformResponse: (body: SuccessBody<SubscriberView[]>) => body.data ?? [],
      providesTags: (rows) => listTags('CmsSubscriber', rows),
    }),
    cmsDeleteSubscriber: build.mutation<SuccessBody<null>, string>({
      query: (id) => ({ url: 'admin/deleteNewsLetter', method: 'DELETE', params: { id } }),
      invalidatesTags: [{ type: 'CmsSubscriber', id: 'LIST' }],
    }),
    cmsSendNewsletter: build.mutation<SuccessBody<unknown>, SendNewsletterRequest>({
      query: (body) => ({ url: 'admin/sendNewsLetter', method: 'POST', body }),
    }),
  }),
  overrideExisting: false,
});

export const { useCmsGetSubscribersQuery, useCmsDeleteSubscriberMutation, useCmsSendNewsletterMutation } =
  newsletterApi;
