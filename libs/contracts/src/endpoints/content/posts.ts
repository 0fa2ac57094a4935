import { defineEndpoints } from '../endpoint';

/** Blog posts: the site's blog and the CMS list. */
export const postEndpoints = defineEndpoints({
  /**
   * The blog list, newest first: active posts as summaries for visitors, every post in full for an admin
   * (the CMS list, which may also `search` titles).
   */
  getPost: {
    name: 'posts',
    method: 'GET',
    path: 'getPost',
    service: 'content',
    access: 'public-admin-extras',
    query: 'content.posts.listQuery',
    errors: 'data',
    view: 'content.views.postListItem',
    many: true,
    meta: 'common.views.pageMeta',
    errorStatuses: [422],
  },
  /** Active posts only, unless an admin asks (the CMS previews). */
  postBySlug: {
    name: 'postBySlug',
    method: 'GET',
    path: 'postbyslug',
    service: 'content',
    access: 'public-admin-extras',
    query: 'content.slugQuery',
    errors: 'data',
    view: 'content.views.post',
    errorStatuses: [404, 422],
  },
  insertPost: {
    name: 'createPost',
    method: 'POST',
    path: 'admin/insertPost',
    service: 'content',
    access: 'admin',
    body: 'content.posts.create',
    multipart: true,
    errors: 'data',
    view: 'content.views.post',
    errorStatuses: [401, 403, 422],
    message: 'Post created successfully.',
    activity: 'added post',
  },
  updatePost: {
    name: 'updatePost',
    method: 'POST',
    path: 'admin/updatePost',
    service: 'content',
    access: 'admin',
    body: 'content.posts.update',
    multipart: true,
    errors: 'data',
    view: 'content.views.post',
    errorStatuses: [401, 403, 404, 422],
    message: 'Post updated successfully.',
    activity: 'updated post',
  },
  deletePost: {
    name: 'deletePost',
    method: 'DELETE',
    path: 'admin/deletePost',
    service: 'content',
    access: 'admin',
    query: 'common.idQuery',
    errors: 'data',
    view: null,
    errorStatuses: [401, 403, 404, 422],
    message: 'Post deleted successfully.',
    activity: 'deleted post',
  },
});
