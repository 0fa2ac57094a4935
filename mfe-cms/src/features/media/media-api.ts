import { defineCalls, read, write } from '@voltdesk/app-core';
import { contentEndpoints as content, type ListQuery } from '@voltdesk/contracts';
import { pageOf } from '../../shared/list-api';
import { CMS_TAGS } from '../../shared/tags';

const MEDIA = { type: 'CmsMedia', id: 'LIST' } as const;

/** The media library (svc-content): a page of images, alt text changes, uploads and deletes. */
export const {
  useMediaQuery,
  useLazyMediaQuery,
  useUpdateMediaMutation,
  useUploadMediaMutation,
  useDeleteMediaMutation,
} = defineCalls(CMS_TAGS, {
  media: read(content.media, {
    args: (query: ListQuery) => ({ query }),
    result: (body) => pageOf(body),
    providesTags: [MEDIA],
  }),
  updateMedia: write(content.updateMedia, { invalidatesTags: [MEDIA] }),
  uploadMedia: write(content.uploadMedia, { invalidatesTags: [MEDIA] }),
  deleteMedia: write(content.deleteMedia, { invalidatesTags: [MEDIA] }),
});
