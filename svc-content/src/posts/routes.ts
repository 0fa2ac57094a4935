import type { PostCreateRequest, PostListQuery, PostUpdateRequest } from '@voltdesk/contracts';
import { respond, type RouteSpec, type TokenVerifier } from '@voltdesk/service-kit';
import { optionalAdmin } from '../shared/optional-auth';
import { fileOf } from '../shared/uploads';
import type { PostService } from './service';

export function postRoutes(posts: PostService, deps: { verifier: TokenVerifier }): RouteSpec[] {
  return [
    {
      method: 'GET',
      path: 'getPost',
      query: 'content.posts.listQuery',
      handler: async (ctx) => {
        const { page = 1, per_page: perPage = 12 } = ctx.state.query as PostListQuery;
        const admin = Boolean(await optionalAdmin(ctx, deps.verifier));
        const { items, total } = await posts.list(page, perPage, admin);
        respond(ctx, items, { meta: { page, per_page: perPage, total } });
      },
    },
    {
      method: 'GET',
      path: 'postbyslug',
      query: 'content.slugQuery',
      handler: async (ctx) => {
        const admin = Boolean(await optionalAdmin(ctx, deps.verifier));
        respond(ctx, await posts.bySlug((ctx.state.query as { slug: string }).slug, admin));
      },
    },
    {
      method: 'POST',
      path: 'admin/insertPost',
      body: 'content.posts.create',
      handler: async (ctx) =>
        respond(
          ctx,
          await posts.create(
            ctx.state.body as PostCreateRequest,
            fileOf(ctx, 'image'),
            ctx.state.user?.id ?? '',
          ),
          { status: 201, message: 'Post created successfully.' },
        ),
    },
    {
      method: 'POST',
      path: 'admin/updatePost',
      body: 'content.posts.update',
      handler: async (ctx) =>
        respond(ctx, await posts.update(ctx.state.body as PostUpdateRequest, fileOf(ctx, 'image')), {
          message: 'Post updated successfully.',
        }),
    },
    {
      method: 'DELETE',
      path: 'admin/deletePost',
      query: 'common.idQuery',
      handler: async (ctx) => {
        await posts.remove((ctx.state.query as { id: string }).id);
        respond(ctx, null, { message: 'Post deleted successfully.' });
      },
    },
  ];
}
