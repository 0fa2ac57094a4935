import { api } from '@voltdesk/app-core';
import type { SuccessBody } from '@voltdesk/contracts';
import { CMS_TAGS, listTags } from '../../shared/tags';
import type { CardView } from '../../shared/types';

/** Card List of the Banner & Card screen: `getCardSection` (admin token: inactive too), multipart saves. */
const cardsApi = api.enhanceEndpoints({ addTagTypes: CMS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    cmsGetCards: build.query<CardView[], void>({
      query: () => 'getCardSection',
      transformResponse: (body: SuccessBody<CardView[]>) => body.data ?? [],
      providesTags: (rows) => listTags('CmsCard', rows),
    }),
    cmsInsertCard: build.mutation<SuccessBody<CardView>, FormData>({
      query: (body) => ({ url: 'admin/insertCardSection', method: 'POST', body }),
      invalidatesTags: [{ type: 'CmsCard', id: 'LIST' }],
    }),
    cmsUpdateCard: build.mutation<SuccessBody<CardView>, FormData>({
      query: (body) => ({ url: 'admin/updateCardSection', method: 'POST', body }),
      invalidatesTags: [{ type: 'CmsCard', id: 'LIST' }],
    }),
    cmsDeleteCard: build.mutation<SuccessBody<null>, string>({
      query: (id) => ({ url: 'admin/deleteCardSection', method: 'DELETE', params: { id } }),
      invalidatesTags: [{ type: 'CmsCard', id: 'LIST' }],
    }),
  }),
  overrideExisting: false,
});

export const {
  useCmsGetCardsQuery,
  useCmsInsertCardMutation,
  useCmsUpdateCardMutation,
  useCmsDeleteCardMutation,
} = cardsApi;
