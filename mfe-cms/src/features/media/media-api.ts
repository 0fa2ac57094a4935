import { api, callOf } from '@voltdesk/app-core';
import {
  contentEndpoints as content,
  type EnvelopeOf,
  type ListQuery,
  type RequestInputOf,
} from '@voltdesk/contracts';
import { pageOf } from '../../shared/list-api';
import { CMS_TAGS } from '../../shared/tags';

const MEDIA = { type: 'CmsMedia', id: 'LIST' } as const;

/** The media library (svc-content): a page of images, alt text changes, uploads and deletes. */
const mediaApi = api.enhanceEndpoints({ addTagTypes: CMS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    cmsMedia: build.query({
      query: (query: ListQuery) => callOf(content.media, { query }),
      transformResponse: pageOf(content.media),
      providesTags: [MEDIA],
    }),
    cmsUpdateMedia: build.mutation<
      EnvelopeOf<typeof content.updateMedia>,
      RequestInputOf<'content.media.update'>
    >({
      query: (body) => callOf(content.updateMedia, { body }),
      invalidatesTags: [MEDIA],
    }),
    cmsUploadMedia: build.mutation<EnvelopeOf<typeof content.uploadMedia>, FormData>({
      query: (body) => callOf(content.uploadMedia, { body }),
      invalidatesTags: [MEDIA],
    }),
    cmsDeleteMedia: build.mutation<
      EnvelopeOf<typeof content.deleteMedia>,
      RequestInputOf<'content.media.fileQuery'>
    >({
      query: (query) => callOf(content.deleteMedia, { query }),
      invalidatesTags: [MEDIA],
    }),
  }),
  overrideExisting: false,
});

export const {
  useCmsMediaQuery,
  useLazyCmsMediaQuery,
  useCmsUpdateMediaMutation,
  useCmsUploadMediaMutation,
  useCmsDeleteMediaMutation,
} = mediaApi;
