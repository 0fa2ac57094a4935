import { respond, type RouteSpec, type TokenVerifier } from '@voltdesk/service-kit';
import type { Context } from 'koa';
import type { BlockPageCreate, BlockPageService, BlockPageUpdate } from './block-page-service';
import { optionalAdmin } from './optional-auth';
import { fileOf } from './uploads';

/** The calls of one kind of block page (spec section 6): its paths, its schemas and its messages. */
export interface BlockPageCalls {
  list: string;
  bySlug: string;
  create: string;
  update: string;
  remove: string;
  createSchema: string;
  updateSchema: string;
  /** 'Banner page' gives 'Banner page created successfully.' and the like. */
  label: string;
}

const filesOf = (ctx: Context) => ({
  em_image: fileOf(ctx, 'em_image'),
  banner_image: fileOf(ctx, 'banner_image'),
});

/** List (admin), read by slug (public: active only; an admin token sees every page), create, update, delete. */
export function blockPageRoutes<View, Create extends BlockPageCreate, Update extends BlockPageUpdate>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any block page document type
  pages: BlockPageService<any, View, Create, Update>,
  calls: BlockPageCalls,
  deps: { verifier: TokenVerifier },
): RouteSpec[] {
  return [
    {
      method: 'GET',
      path: calls.list,
      handler: async (ctx) => respond(ctx, await pages.list()),
    },
    {
      method: 'GET',
      path: calls.bySlug,
      query: 'content.slugQuery',
      handler: async (ctx) => {
        const admin = Boolean(await optionalAdmin(ctx, deps.verifier));
        respond(ctx, await pages.bySlug((ctx.state.query as { slug: string }).slug, admin));
      },
    },
    {
      method: 'POST',
      path: calls.create,
      body: calls.createSchema,
      jsonFields: ['json_data'],
      handler: async (ctx) =>
        respond(ctx, await pages.create(ctx.state.body as Create, filesOf(ctx)), {
          status: 201,
          message: `${calls.label} created successfully.`,
        }),
    },
    {
      method: 'POST',
      path: calls.update,
      body: calls.updateSchema,
      jsonFields: ['json_data'],
      handler: async (ctx) =>
        respond(ctx, await pages.update(ctx.state.body as Update, filesOf(ctx)), {
          message: `${calls.label} updated successfully.`,
        }),
    },
    {
      method: 'DELETE',
      path: calls.remove,
      query: 'common.idQuery',
      handler: async (ctx) => {
        await pages.remove((ctx.state.query as { id: string }).id);
        respond(ctx, null, { message: `${calls.label} deleted successfully.` });
      },
    },
  ];
}
