import { api, callOf } from '@voltdesk/app-core';
import {
  contentEndpoints as content,
  type ListQuery,
  type PostView,
  type SuccessBody,
} from '@voltdesk/contracts';
import { CMS_TAGS, listTags } from '../../shared/tags';
import { pageOf } from '../../shared/list-api';

/**
 * Post list calls. `getPost` with the admin token pages through every post (inactive ones too, with their
 * description) and searches titles; insert and update are multipart (title, description, image; update
 * adds id and status).
 */
const postsApi = api.enhanceEndpoints({ addTagTypes: CMS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    cmsGetPosts: build.query({
      query: (query: ListQuery) => callOf(content.getPost, { query }),
      transformResponse: pageOf(content.getPost),
      providesTags: (page) => listTags('CmsPost', page?.rows),
    }),
    cmsInsertPost: build.mutation<SuccessBody<PostView>, FormData>({
      query: (body) => callOf(content.insertPost, { body }),
      invalidatesTags: [{ type: 'CmsPost', id: 'LIST' }],
    }),
    cmsUpdatePost: build.mutation<SuccessBody<PostView>, FormData>({
      query: (body) => callOf(content.updatePost, { body }),
      invalidatesTags: [{ type: 'CmsPost', id: 'LIST' }],
    }),
    cmsDeletePost: build.mutation<SuccessBody<null>, string>({
      query: (id) => callOf(content.deletePost, { query: { id } }),
      invalidatesTags: [{ type: 'CmsPost', id: 'LIST' }],
    }),
  }),
  overrideExisting: false,
});

export const {
  useCmsGetPostsQuery,
  useCmsInsertPostMutation,
  useCmsUpdatePostMutation,
  useCmsDeletePostMutation,
} = postsApi;
