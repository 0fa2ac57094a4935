import { api, callOf } from '@voltdesk/app-core';
import {
  contentEndpoints as content,
  type ListQuery,
  type SuccessBody,
  type TestimonialCreateRequest,
  type TestimonialUpdateRequest,
  type TestimonialView,
} from '@voltdesk/contracts';
import { CMS_TAGS, listTags } from '../../shared/tags';
import { pageOf } from '../../shared/list-api';

/** Testimonial List calls (`getTestimonial` with the admin token lists inactive ones too). */
const testimonialsApi = api.enhanceEndpoints({ addTagTypes: CMS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    cmsGetTestimonials: build.query({
      query: (query: ListQuery) => callOf(content.getTestimonial, { query }),
      transformResponse: pageOf(content.getTestimonial),
      providesTags: (page) => listTags('CmsTestimonial', page?.rows),
    }),
    cmsInsertTestimonial: build.mutation<SuccessBody<TestimonialView>, TestimonialCreateRequest>({
      query: (body) => callOf(content.insertTestimonial, { body }),
      invalidatesTags: [{ type: 'CmsTestimonial', id: 'LIST' }],
    }),
    cmsUpdateTestimonial: build.mutation<SuccessBody<TestimonialView>, TestimonialUpdateRequest>({
      query: (body) => callOf(content.updateTestimonial, { body }),
      invalidatesTags: [{ type: 'CmsTestimonial', id: 'LIST' }],
    }),
    cmsDeleteTestimonial: build.mutation<SuccessBody<null>, string>({
      query: (id) => callOf(content.deleteTestimonial, { query: { id } }),
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
