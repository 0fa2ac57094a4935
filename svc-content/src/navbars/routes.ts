import type { NavbarCreateRequest, NavbarUpdateRequest } from '@voltdesk/contracts';
import { respond, type RouteSpec } from '@voltdesk/service-kit';
import type { NavbarService } from './service';

export function navbarRoutes(navbars: NavbarService): RouteSpec[] {
  return [
    { method: 'GET', path: 'admin/allNavbar', handler: async (ctx) => respond(ctx, await navbars.list()) },
    {
      method: 'POST',
      path: 'admin/insertNavbar',
      body: 'content.navbars.create',
      handler: async (ctx) =>
        respond(ctx, await navbars.create(ctx.state.body as NavbarCreateRequest), {
          status: 201,
          message: 'Navbar created successfully.',
        }),
    },
    {
      method: 'PUT',
      path: 'admin/updateNavbar',
      body: 'content.navbars.update',
      handler: async (ctx) =>
        respond(ctx, await navbars.update(ctx.state.body as NavbarUpdateRequest), {
          message: 'Navbar updated successfully.',
        }),
    },
    {
      method: 'DELETE',
      path: 'admin/deleteNavbar',
      query: 'common.idQuery',
      handler: async (ctx) => {
        await navbars.remove((ctx.state.query as { id: string }).id);
        respond(ctx, null, { message: 'Navbar deleted successfully.' });
      },
    },
  ];
}
