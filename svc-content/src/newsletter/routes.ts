import type { RateLimiter } from '@voltdesk/service-kit';
import type { ContentHandlers } from '../shared/handlers';
import type { NewsletterService } from './service';

type NewsletterHandlers = Pick<
  ContentHandlers,
  | 'insertNewsLetter'
  | 'confirmSubscription'
  | 'unsubscribe'
  | 'getNewsLetter'
  | 'deleteNewsLetter'
  | 'sendNewsLetter'
>;

export function newsletterHandlers(
  newsletter: NewsletterService,
  deps: { publicUrl: string; limiter: RateLimiter },
): NewsletterHandlers {
  return {
    insertNewsLetter: async ({ body, ctx }) => {
      await deps.limiter.hit(ctx.ip);
      await newsletter.subscribe(body);
      return { data: null, message: 'Thanks for subscribe.' };
    },
    // Followed from an e-mail in a browser: answer with the site, not JSON.
    confirmSubscription: async ({ query, ctx }) => {
      await newsletter.confirm(query.token);
      ctx.redirect(`${deps.publicUrl}/?subscribed=1`);
    },
    unsubscribe: async ({ query, ctx }) => {
      await newsletter.unsubscribe(query.token);
      ctx.redirect(`${deps.publicUrl}/?unsubscribed=1`);
    },
    getNewsLetter: async ({ query }) => {
      const { items, meta } = await newsletter.list(query);
      return { data: items, meta };
    },
    deleteNewsLetter: async ({ query }) => {
      await newsletter.remove(query.id);
      return { data: null, message: 'Subscriber deleted successfully.' };
    },
    sendNewsLetter: async ({ body, user }) => ({
      data: await newsletter.requestSend(body, user.id),
      message: 'Newsletter queued.',
    }),
  };
}
