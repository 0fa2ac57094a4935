import { api, callOf, dataOf } from '@voltdesk/app-core';
import {
  contentEndpoints as content,
  type ListQuery,
  type BannerPageView,
  type SuccessBody,
} from '@voltdesk/contracts';
import { CMS_TAGS, listTags } from '../../shared/tags';
import { pageOf } from '../../shared/list-api';

/** Banner pages (/banner/{slug}): list, read by slug, multipart insert/update with `json_data`, delete. */
const bannerPagesApi = api.enhanceEndpoints({ addTagTypes: CMS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    cmsGetBannerPages: build.query({
      query: (query: ListQuery) => callOf(content.getBannerpage, { query }),
      transformResponse: pageOf(content.getBannerpage),
      providesTags: (page) => listTags('CmsBannerPage', page?.rows),
    }),
    cmsBannerPageBySlug: build.query<BannerPageView, string>({
      query: (slug) => callOf(content.bannerPageBySlug, { query: { slug } }),
      transformResponse: dataOf(content.bannerPageBySlug),
      providesTags: (page) => [{ type: 'CmsBannerPage', id: page?.id ?? 'SLUG' }],
    }),
    cmsInsertBannerPage: build.mutation<SuccessBody<BannerPageView>, FormData>({
      query: (body) => callOf(content.insertBannerpage, { body }),
      invalidatesTags: [{ type: 'CmsBannerPage', id: 'LIST' }],
    }),
    cmsUpdateBannerPage: build.mutation<SuccessBody<BannerPageView>, FormData>({
      query: (body) => callOf(content.updateBannerpage, { body }),
      invalidatesTags: (result) => [
        { type: 'CmsBannerPage', id: 'LIST' },
        { type: 'CmsBannerPage', id: result?.data.id ?? 'SLUG' },
      ],
    }),
    cmsDeleteBannerPage: build.mutation<SuccessBody<null>, string>({
      query: (id) => callOf(content.deleteBannerpage, { query: { id } }),
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
