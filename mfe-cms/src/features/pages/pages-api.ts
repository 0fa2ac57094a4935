import { api, callOf, dataOf } from '@voltdesk/app-core';
import {
  contentEndpoints as content,
  type ListQuery,
  type PageBySlugView,
  type PageCreateRequest,
  type PageUpdateRequest,
  type PageView,
  type SuccessBody,
} from '@voltdesk/contracts';
import { CMS_TAGS, listTags } from '../../shared/tags';
import { pageOf } from '../../shared/list-api';

/** Free pages (/p/{slug}): list, read by slug (the admin token sees inactive ones), insert, update, delete. */
const pagesApi = api.enhanceEndpoints({ addTagTypes: CMS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    cmsGetPages: build.query({
      query: (query: ListQuery) => callOf(content.pages, { query }),
      transformResponse: pageOf(content.pages),
      providesTags: (page) => listTags('CmsPage', page?.rows),
    }),
    cmsPageBySlug: build.query<PageBySlugView, string>({
      query: (slug) => callOf(content.pageBySlug, { query: { slug } }),
      transformResponse: dataOf(content.pageBySlug),
      providesTags: (page) => [{ type: 'CmsPage', id: page?.id ?? 'SLUG' }],
    }),
    cmsInsertPage: build.mutation<SuccessBody<PageView>, PageCreateRequest>({
      query: (body) => callOf(content.pageInsert, { body }),
      invalidatesTags: [{ type: 'CmsPage', id: 'LIST' }],
    }),
    cmsUpdatePage: build.mutation<SuccessBody<PageView>, PageUpdateRequest>({
      query: (body) => callOf(content.updatePage, { body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'CmsPage', id: 'LIST' },
        { type: 'CmsPage', id },
      ],
    }),
    cmsDeletePage: build.mutation<SuccessBody<null>, string>({
      query: (id) => callOf(content.deletePage, { query: { id } }),
      invalidatesTags: [{ type: 'CmsPage', id: 'LIST' }],
    }),
  }),
  overrideExisting: false,
});

export const {
  useCmsGetPagesQuery,
  useCmsPageBySlugQuery,
  useCmsInsertPageMutation,
  useCmsUpdatePageMutation,
  useCmsDeletePageMutation,
} = pagesApi;
