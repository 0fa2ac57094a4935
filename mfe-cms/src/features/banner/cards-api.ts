import { api, callOf } from '@voltdesk/app-core';
import {
  contentEndpoints as content,
  type CardView,
  type ListQuery,
  type SuccessBody,
} from '@voltdesk/contracts';
import { CMS_TAGS, listTags } from '../../shared/tags';
import { pageOf } from '../../shared/list-api';

/**
 * Card List calls. `getCardSection` is the site's path too; with the admin token it lists inactive cards
 * as well. Insert and update are multipart (title, link, image; update adds id and status).
 */
const cardsApi = api.enhanceEndpoints({ addTagTypes: CMS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    cmsGetCards: build.query({
      query: (query: ListQuery) => callOf(content.getCardSection, { query }),
      transformResponse: pageOf(content.getCardSection),
      providesTags: (page) => listTags('CmsCard', page?.rows),
    }),
    cmsInsertCard: build.mutation<SuccessBody<CardView>, FormData>({
      query: (body) => callOf(content.insertCardSection, { body }),
      invalidatesTags: [{ type: 'CmsCard', id: 'LIST' }],
    }),
    cmsUpdateCard: build.mutation<SuccessBody<CardView>, FormData>({
      query: (body) => callOf(content.updateCardSection, { body }),
      invalidatesTags: [{ type: 'CmsCard', id: 'LIST' }],
    }),
    cmsDeleteCard: build.mutation<SuccessBody<null>, string>({
      query: (id) => callOf(content.deleteCardSection, { query: { id } }),
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
