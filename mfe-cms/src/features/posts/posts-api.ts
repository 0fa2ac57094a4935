import { api } from '@voltdesk/app-core';
import type { SuccessBody } from '@voltdesk/contracts';
import { CMS_TAGS, listTags } from '../../shared/tags';
import type { PostView } from '../../shared/types';

/** The admin list asks for the largest page svc-content allows (`per_page` at most 200). */
export const POSTS_PER_PAGE = 200;

/**
 * Post list calls. `getPost` with the admin token answers every post (inactive too) with its description;
 * insert and update are multipart (title, description, image; update adds id and status).
 */
const postsApi = api.enhanceEndpoints({ addTagTypes: CMS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    cmsGetPosts: build.query<PostView[], void>({
      query: () => ({ url: 'getPost', params: { page: 1, per_page: POSTS_PER_PAGE } }),
      transformResponse: (body: SuccessBody<PostView[]>) => body.data ?? [],
      providesTags: (rows) => listTags('CmsPost', rows),
    }),
    cmsInsertPost: build.mutation<SuccessBody<PostView>, FormData>({
      query: (body) => ({ url: 'admin/insertPost', method: 'POST', body }),
      invalidatesTags: [{ type: 'CmsPost', id: 'LIST' }],
    }),
    cmsUpdatePost: build.mutation<SuccessBody<PostView>, FormData>({
      query: (body) => ({ url: 'admin/updatePost', method: 'POST', body }),
      invalidatesTags: [{ type: 'CmsPost', id: 'LIST' }],
    }),
    cmsDeletePost: build.mutation<SuccessBody<null>, string>({
      query: (id) => ({ url: 'admin/deletePost', method: 'DELETE', params: { id } }),
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
