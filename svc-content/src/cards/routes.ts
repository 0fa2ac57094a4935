import type { CardCreateRequest, CardUpdateRequest } from '@voltdesk/contracts';
import { respond, type RouteSpec, type TokenVerifier } from '@voltdesk/service-kit';
import { optionalAdmin } from '../shared/optional-auth';
import { fileOf } from '../shared/uploads';
import type { CardService } from './service';

export function cardRoutes(cards: CardService, deps: { verifier: TokenVerifier }): RouteSpec[] {
  return [
    {
      method: 'GET',
      path: 'getCardSection',
      // The CMS list and the site share this path: an admin token sees inactive cards too.
      handler: async (ctx) => respond(ctx, await cards.list(!(await optionalAdmin(ctx, deps.verifier)))),
    },
    {
      method: 'POST',
      path: 'admin/insertCardSection',
      body: 'content.cards.create',
      handler: async (ctx) =>
        respond(ctx, await cards.create(ctx.state.body as CardCreateRequest, fileOf(ctx, 'image')), {
          status: 201,
          message: 'Card created successfully.',
        }),
    },
    {
      method: 'POST',
      path: 'admin/updateCardSection',
      body: 'content.cards.update',
      handler: async (ctx) =>
        respond(ctx, await cards.update(ctx.state.body as CardUpdateRequest, fileOf(ctx, 'image')), {
          message: 'Card updated successfully.',
        }),
    },
    {
      method: 'DELETE',
      path: 'admin/deleteCardSection',
      query: 'common.idQuery',
      handler: async (ctx) => {
        await cards.remove((ctx.state.query as { id: string }).id);
        respond(ctx, null, { message: 'Card deleted successfully.' });
      },
    },
  ];
}
