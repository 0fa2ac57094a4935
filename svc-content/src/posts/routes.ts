import { fileOf } from '@voltdesk/service-kit';
import type { ContentHandlers } from '../shared/handlers';
import type { PostService } from './service';

type PostHandlers = Pick<
  ContentHandlers,
  'posts' | 'postBySlug' | 'createPost' | 'updatePost' | 'deletePost'
>;

const MESSAGE = (done: string) => `Post ${done} successfully.`;

export const postHandlers = (posts: PostService): PostHandlers => ({
  posts: async ({ query, user }) => {
    const { items, meta } = await posts.list(query, Boolean(user));
    return { data: items, meta };
  },
  postBySlug: async ({ query, user }) => ({ data: await posts.bySlug(query.slug, Boolean(user)) }),
  createPost: async ({ body, user, ctx }) => ({
    data: await posts.create(
      body,
      { image: fileOf(ctx, 'image'), social_image: fileOf(ctx, 'social_image') },
      user.id,
    ),
    status: 201,
    message: MESSAGE('created'),
  }),
  updatePost: async ({ body, ctx }) => ({
    data: await posts.update(body, {
      image: fileOf(ctx, 'image'),
      social_image: fileOf(ctx, 'social_image'),
    }),
    message: MESSAGE('updated'),
  }),
  deletePost: async ({ query }) => {
    await posts.remove(query.id);
    return { data: null, message: MESSAGE('deleted') };
  },
});
