import { api } from '@voltdesk/app-core';
import type { SuccessBody } from '@voltdesk/contracts';
import { CMS_TAGS, listTags } from '../../shared/tags';
import type { BannerPageView } from '../../shared/types';

/** Banner pages (/banner/{slug}): list, read by slug, multipart insert/update with `json_data`, delete. */
const bannerPagesApi = api.enhanceEndpoints({ addTagTypes: CMS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    cmsGetBannerPages: build.query<BannerPageView[], void>({
      query: () => 'admin/getBannerpage',
      transformResponse: (body: SuccessBody<BannerPageView[]>) => body.data ?? [],
      providesTags: (rows) => listTags('CmsBannerPage', rows),
    }),
    cmsBannerPageBySlug: build.query<BannerPageView, string>({
      query: (slug) => ({ url: 'get_by_slug', params: { slug } }),
      transformResponse: (body: SuccessBody<BannerPageView>) => body.data,
      providesTags: (page) => [{ type: 'CmsBannerPage', id: page?.id ?? 'SLUG' }],
    }),
    cmsInsertBannerPage: build.mutation<SuccessBody<BannerPageView>, FormData>({
      query: (body) => ({ url: 'admin/insertBannerpage', method: 'POST', body }),
      invalidatesTags: [{ type: 'CmsBannerPage', id: 'LIST' }],
    }),
    cmsUpdateBannerPage: build.mutation<SuccessBody<BannerPageView>, FormData>({
      query: (body) => ({ url: 'admin/updateBannerpage', method: 'POST', body }),
      invalidatesTags: (result) => [
        { type: 'CmsBannerPage', id: 'LIST' },
        { type: 'CmsBannerPage', id: result?.data?.id ?? 'SLUG' },
      ],
    }),
    cmsDeleteBannerPage: build.mutation<SuccessBody<null>, string>({
      query: (id) => ({ url: 'admin/deleteBannerpage', method: 'DELETE', params: { id } }),
      invalidatesTags: [{ type: 'CmsBannerPage', id: 'LIST' }],
    }),
  }),
  overrideExisting: false,
});

export const {
  useCmsGetBannerPagesQuery,
  useCmsBannerPageBySlugQuery,
  useCmsInsertBannerPageMutation,
  useCmsUpdateBannerPageMutation,
  useCmsDeleteBannerPageMutation,
} = bannerPagesApi;
