import { api } from '@voltdesk/app-core';
import type { SuccessBody } from '@voltdesk/contracts';
import { CMS_TAGS, listTags } from '../../shared/tags';
import type { ServicePageView } from '../../shared/types';

/** Service pages (/service/{slug}): list, read by slug, multipart insert/update with `json_data`, delete. */
const servicePagesApi = api.enhanceEndpoints({ addTagTypes: CMS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    cmsGetServices: build.query<ServicePageView[], void>({
      query: () => 'admin/getService',
      transformResponse: (body: SuccessBody<ServicePageView[]>) => body.data ?? [],
      providesTags: (rows) => listTags('CmsServicePage', rows),
    }),
    cmsServiceBySlug: build.query<ServicePageView, string>({
      query: (slug) => ({ url: 'service_get_by_slug', params: { slug } }),
      transformResponse: (body: SuccessBody<ServicePageView>) => body.data,
      providesTags: (page) => [{ type: 'CmsServicePage', id: page?.id ?? 'SLUG' }],
    }),
    cmsInsertService: build.mutation<SuccessBody<ServicePageView>, FormData>({
      query: (body) => ({ url: 'admin/insertService', method: 'POST', body }),
      invalidatesTags: [{ type: 'CmsServicePage', id: 'LIST' }],
    }),
    cmsUpdateService: build.mutation<SuccessBody<ServicePageView>, FormData>({
      query: (body) => ({ url: 'admin/updateService', method: 'POST', body }),
      invalidatesTags: (result) => [
        { type: 'CmsServicePage', id: 'LIST' },
        { type: 'CmsServicePage', id: result?.data?.id ?? 'SLUG' },
      ],
    }),
    cmsDeleteService: build.mutation<SuccessBody<null>, string>({
      query: (id) => ({ url: 'admin/deleteService', method: 'DELETE', params: { id } }),
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
