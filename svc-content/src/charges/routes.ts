import type { ChargeCreateRequest, ChargeUpdateRequest } from '@voltdesk/contracts';
import { respond, type RouteSpec } from '@voltdesk/service-kit';
import type { ChargeService } from './service';

export function chargeRoutes(charges: ChargeService): RouteSpec[] {
  return [
    {
      method: 'GET',
      path: 'admin/getCharge',
      handler: async (ctx) => respond(ctx, await charges.list(false)),
    },
    {
      method: 'POST',
      path: 'admin/insertCharge',
      body: 'content.charges.create',
      handler: async (ctx) =>
        respond(ctx, await charges.create(ctx.state.body as ChargeCreateRequest), {
          status: 201,
          message: 'Charge created successfully.',
        }),
    },
    {
      method: 'PUT',
      path: 'admin/updateCharge',
      body: 'content.charges.update',
      handler: async (ctx) =>
        respond(ctx, await charges.update(ctx.state.body as ChargeUpdateRequest), {
          message: 'Charge updated successfully.',
        }),
    },
    {
      method: 'DELETE',
      path: 'admin/deleteCharge',
      query: 'common.idQuery',
      handler: async (ctx) => {
        await charges.remove((ctx.state.query as { id: string }).id);
        respond(ctx, null, { message: 'Charge deleted successfully.' });
      },
    },
  ];
}
