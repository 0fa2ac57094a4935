import { respond, type RouteSpec, type TokenVerifier } from '@voltdesk/service-kit';
import { blockPageRoutes } from '../shared/block-page-routes';
import type { ServicePageService } from './service';

export function servicePageRoutes(
  servicePages: ServicePageService,
  deps: { verifier: TokenVerifier },
): RouteSpec[] {
  return [
    ...blockPageRoutes(
      servicePages,
      {
        list: 'admin/getService',
        bySlug: 'service_get_by_slug',
        create: 'admin/insertService',
        update: 'admin/updateService',
        remove: 'admin/deleteService',
        createSchema: 'content.servicePages.create',
        updateSchema: 'content.servicePages.update',
        label: 'Service page',
      },
      deps,
    ),
    {
      method: 'GET',
      path: 'services',
      handler: async (ctx) => respond(ctx, await servicePages.activeList()),
    },
  ];
}
