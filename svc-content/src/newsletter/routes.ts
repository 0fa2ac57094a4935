import type { SendNewsletterRequest, SubscribeRequest } from '@voltdesk/contracts';
import { respond, type RateLimiter, type RouteSpec } from '@voltdesk/service-kit';
import type { NewsletterService } from './service';

export function newsletterRoutes(
  newsletter: NewsletterService,
  deps: { publicUrl: string; limiter: RateLimiter },
): RouteSpec[] {
  return [
    {
      method: 'POST',
      path: 'insertNewsLetter',
      body: 'content.newsletter.subscribe',
      handler: async (ctx) => {
        await deps.limiter.hit(ctx.ip);
        await newsletter.subscribe(ctx.state.body as SubscribeRequest);
        respond(ctx, null, { message: 'Thanks for subscribe.' });
      },
    },
    {
      method: 'GET',
      path: 'confirmSubscription',
      query: 'content.newsletter.tokenQuery',
      // Followed from an e-mail in a browser: answer with the site, not JSON.
      handler: async (ctx) => {
        await newsletter.confirm((ctx.state.query as { token: string }).token);
        ctx.redirect(`${deps.publicUrl}/?subscribed=1`);
      },
    },
    {
      method: 'GET',
      path: 'unsubscribe',
      query: 'content.newsletter.tokenQuery',
      handler: async (ctx) => {
        await newsletter.unsubscribe((ctx.state.query as { token: string }).token);
        ctx.redirect(`${deps.publicUrl}/?unsubscribed=1`);
      },
    },
    {
      method: 'GET',
      path: 'admin/getNewsLetter',
      handler: async (ctx) => respond(ctx, await newsletter.list()),
    },
    {
      method: 'DELETE',
      path: 'admin/deleteNewsLetter',
      query: 'common.idQuery',
      handler: async (ctx) => {
        await newsletter.remove((ctx.state.query as { id: string }).id);
        respond(ctx, null, { message: 'Subscriber deleted successfully.' });
      },
    },
    {
      method: 'POST',
      path: 'admin/sendNewsLetter',
      body: 'content.newsletter.send',
      handler: async (ctx) => {
        const queued = await newsletter.requestSend(
          ctx.state.body as SendNewsletterRequest,
          ctx.state.user?.id ?? '',
        );
        respond(ctx, queued, { message: 'Newsletter queued.' });
      },
    },
  ];
}
