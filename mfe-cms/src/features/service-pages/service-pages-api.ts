import { api, callOf, dataOf } from '@voltdesk/app-core';
import {
  contentEndpoints as content,
  type ListQuery,
  type ServicePageView,
  type SuccessBody,
} from '@voltdesk/contracts';
import { CMS_TAGS, listTags } from '../../shared/tags';
import { pageOf } from '../../shared/list-api';

/** Service pages (/service/{slug}): list, read by slug, multipart insert/update with `json_data`, delete. */
const servicePagesApi = api.enhanceEndpoints({ addTagTypes: CMS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    cmsGetServices: build.query({
      query: (query: ListQuery) => callOf(content.getService, { query }),
      transformResponse: pageOf(content.getService),
      providesTags: (page) => listTags('CmsServicePage', page?.rows),
    }),
    cmsServiceBySlug: build.query<ServicePageView, string>({
      query: (slug) => callOf(content.serviceBySlug, { query: { slug } }),
      transformResponse: dataOf(content.serviceBySlug),
      providesTags: (page) => [{ type: 'CmsServicePage', id: page?.id ?? 'SLUG' }],
    }),
    cmsInsertService: build.mutation<SuccessBody<ServicePageView>, FormData>({
      query: (body) => callOf(content.insertService, { body }),
      invalidatesTags: [{ type: 'CmsServicePage', id: 'LIST' }],
    }),
    cmsUpdateService: build.mutation<SuccessBody<ServicePageView>, FormData>({
      query: (body) => callOf(content.updateService, { body }),
      invalidatesTags: (result) => [
        { type: 'CmsServicePage', id: 'LIST' },
        { type: 'CmsServicePage', id: result?.data.id ?? 'SLUG' },
      ],
    }),
    cmsDeleteService: build.mutation<SuccessBody<null>, string>({
      query: (id) => callOf(content.deleteService, { query: { id } }),
      invalidatesTags: [{ type: 'CmsServicePage', id: 'LIST' }],
    }),
  }),
  overrideExisting: false,
});

export const {
  useCmsGetServicesQuery,
  useCmsServiceBySlugQuery,
  useCmsInsertServiceMutation,
  useCmsUpdateServiceMutation,
  useCmsDeleteServiceMutation,
} = servicePagesApi;
