import type { ContactRequest } from '@voltdesk/contracts';
import { respond, type RateLimiter, type RouteSpec } from '@voltdesk/service-kit';
import type { ContactService } from './service';

export function contactRoutes(contact: ContactService, deps: { limiter: RateLimiter }): RouteSpec[] {
  return [
    {
      method: 'POST',
      path: 'insertContact',
      body: 'content.contact.create',
      handler: async (ctx) => {
        await deps.limiter.hit(ctx.ip);
        await contact.receive(ctx.state.body as ContactRequest);
        respond(ctx, null, { message: 'Message sent successfully.' });
      },
    },
  ];
}
