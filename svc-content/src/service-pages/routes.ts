import type { ServicePageCreateRequest, ServicePageUpdateRequest } from '@voltdesk/contracts';
import { respond, type RouteSpec, type TokenVerifier } from '@voltdesk/service-kit';
import type { Context } from 'koa';
import { optionalAdmin } from '../shared/optional-auth';
import { fileOf } from '../shared/uploads';
import type { ServicePageService } from './service';

const filesOf = (ctx: Context) => ({
  em_image: fileOf(ctx, 'em_image'),
  banner_image: fileOf(ctx, 'banner_image'),
});

export function servicePageRoutes(
  servicePages: ServicePageService,
  deps: { verifier: TokenVerifier },
): RouteSpec[] {
  return [
    {
      method: 'GET',
      path: 'admin/getService',
      handler: async (ctx) => respond(ctx, await servicePages.list()),
    },
    {
      method: 'GET',
      path: 'service_get_by_slug',
      query: 'content.slugQuery',
      handler: async (ctx) => {
        const admin = Boolean(await optionalAdmin(ctx, deps.verifier));
        respond(ctx, await servicePages.bySlug((ctx.state.query as { slug: string }).slug, admin));
      },
    },
    {
      method: 'GET',
      path: 'services',
      handler: async (ctx) => respond(ctx, await servicePages.activeList()),
    },
    {
      method: 'POST',
      path: 'admin/insertService',
      body: 'content.servicePages.create',
      jsonFields: ['json_data'],
      handler: async (ctx) =>
        respond(ctx, await servicePages.create(ctx.state.body as ServicePageCreateRequest, filesOf(ctx)), {
          status: 201,
          message: 'Service page created successfully.',
        }),
    },
    {
      method: 'POST',
      path: 'admin/updateService',
      body: 'content.servicePages.update',
      jsonFields: ['json_data'],
      handler: async (ctx) =>
        respond(ctx, await servicePages.update(ctx.state.body as ServicePageUpdateRequest, filesOf(ctx)), {
          message: 'Service page updated successfully.',
        }),
    },
    {
      method: 'DELETE',
      path: 'admin/deleteService',
      query: 'common.idQuery',
      handler: async (ctx) => {
        await servicePages.remove((ctx.state.query as { id: string }).id);
        respond(ctx, null, { message: 'Service page deleted successfully.' });
      },
    },
  ];
}
