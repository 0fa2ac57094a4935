import { api } from '@voltdesk/app-core';
import type { PageCreateRequest, PageUpdateRequest, SuccessBody } from '@voltdesk/contracts';
import { CMS_TAGS, listTags } from '../../shared/tags';
import type { PageView } from '../../shared/types';

/** Free pages (/p/{slug}): list, read by slug (the admin token sees inactive ones), insert, update, delete. */
const pagesApi = api.enhanceEndpoints({ addTagTypes: CMS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    cmsGetPages: build.query<PageView[], void>({
      query: () => 'admin/pages',
      transformResponse: (body: SuccessBody<PageView[]>) => body.data ?? [],
      providesTags: (rows) => listTags('CmsPage', rows),
    }),
    cmsPageBySlug: build.query<PageView, string>({
      query: (slug) => ({ url: 'pagebyslug', params: { slug } }),
      transformResponse: (body: SuccessBody<PageView>) => body.data,
      providesTags: (page) => [{ type: 'CmsPage', id: page?.id ?? 'SLUG' }],
    }),
    cmsInsertPage: build.mutation<SuccessBody<PageView>, PageCreateRequest>({
      query: (body) => ({ url: 'admin/pageInsert', method: 'POST', body }),
      invalidatesTags: [{ type: 'CmsPage', id: 'LIST' }],
    }),
    cmsUpdatePage: build.mutation<SuccessBody<PageView>, PageUpdateRequest>({
      query: (body) => ({ url: 'admin/updatePage', method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'CmsPage', id: 'LIST' },
        { type: 'CmsPage', id },
      ],
    }),
    cmsDeletePage: build.mutation<SuccessBody<null>, string>({
      query: (id) => ({ url: 'admin/deletePage', method: 'DELETE', params: { id } }),
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
