import { fileOf } from '@voltdesk/service-kit';
import type { ImageInfoReader } from '../shared/image-info';
import type { ContentHandlers } from '../shared/handlers';
import type { PostService } from './service';

type PostHandlers = Pick<
  ContentHandlers,
  'getPost' | 'postBySlug' | 'insertPost' | 'updatePost' | 'deletePost'
>;

const MESSAGE = (done: string) => `Post ${done} successfully.`;

export const postHandlers = (posts: PostService, images: ImageInfoReader): PostHandlers => ({
  getPost: async ({ query, user }) => {
    const { items, meta } = await posts.list(query, Boolean(user));
    // The site lays out each post's picture from its size; the CMS list shows thumbnails as they are.
    return { data: user ? items : await Promise.all(items.map((p) => images.with(p))), meta };
  },
  postBySlug: async ({ query, user }) => ({
    data: await images.with(await posts.bySlug(query.slug, Boolean(user))),
  }),
  insertPost: async ({ body, user, ctx }) => ({
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
