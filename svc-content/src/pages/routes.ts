import type { PageCreateRequest, PageUpdateRequest } from '@voltdesk/contracts';
import { respond, type RouteSpec, type TokenVerifier } from '@voltdesk/service-kit';
import { optionalAdmin } from '../shared/optional-auth';
import type { PageService } from './service';

export function pageRoutes(pages: PageService, deps: { verifier: TokenVerifier }): RouteSpec[] {
  return [
    { method: 'GET', path: 'admin/pages', handler: async (ctx) => respond(ctx, await pages.list()) },
    {
      method: 'GET',
      path: 'pagebyslug',
      query: 'content.slugQuery',
      handler: async (ctx) => {
        const admin = Boolean(await optionalAdmin(ctx, deps.verifier));
        respond(ctx, await pages.bySlug((ctx.state.query as { slug: string }).slug, admin));
      },
    },
    {
      method: 'POST',
      path: 'admin/pageInsert',
      body: 'content.pages.create',
      handler: async (ctx) =>
        respond(ctx, await pages.create(ctx.state.body as PageCreateRequest), {
          status: 201,
          message: 'Page created successfully.',
        }),
    },
    {
      method: 'PUT',
      path: 'admin/updatePage',
      body: 'content.pages.update',
      handler: async (ctx) =>
        respond(ctx, await pages.update(ctx.state.body as PageUpdateRequest), {
          message: 'Page updated successfully.',
        }),
    },
    {
      method: 'DELETE',
      path: 'admin/deletePage',
      query: 'common.idQuery',
      handler: async (ctx) => {
        await pages.remove((ctx.state.query as { id: string }).id);
        respond(ctx, null, { message: 'Page deleted successfully.' });
      },
    },
  ];
}
