import { api } from '@voltdesk/app-core';
import type { SuccessBody, TestimonialCreateRequest, TestimonialUpdateRequest } from '@voltdesk/contracts';
import { CMS_TAGS, listTags } from '../../shared/tags';
import type { TestimonialView } from '../../shared/types';

/** Testimonial List calls (`getTestimonial` with the admin token lists inactive ones too). */
const testimonialsApi = api.enhanceEndpoints({ addTagTypes: CMS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    cmsGetTestimonials: build.query<TestimonialView[], void>({
      query: () => 'getTestimonial',
      transformResponse: (body: SuccessBody<TestimonialView[]>) => body.data ?? [],
      providesTags: (rows) => listTags('CmsTestimonial', rows),
    }),
    cmsInsertTestimonial: build.mutation<SuccessBody<TestimonialView>, TestimonialCreateRequest>({
      query: (body) => ({ url: 'admin/insertTestimonial', method: 'POST', body }),
      invalidatesTags: [{ type: 'CmsTestimonial', id: 'LIST' }],
    }),
    cmsUpdateTestimonial: build.mutation<SuccessBody<TestimonialView>, TestimonialUpdateRequest>({
      query: (body) => ({ url: 'admin/updateTestimonial', method: 'PUT', body }),
      invalidatesTags: [{ type: 'CmsTestimonial', id: 'LIST' }],
    }),
    cmsDeleteTestimonial: build.mutation<SuccessBody<null>, string>({
      query: (id) => ({ url: 'admin/deleteTestimonial', method: 'DELETE', params: { id } }),
      invalidatesTags: [{ type: 'CmsTestimonial', id: 'LIST' }],
    }),
  }),
  overrideExisting: false,
});

export const {
  useCmsGetTestimonialsQuery,
  useCmsInsertTestimonialMutation,
  useCmsUpdateTestimonialMutation,
  useCmsDeleteTestimonialMutation,
} = testimonialsApi;
