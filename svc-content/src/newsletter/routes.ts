import type { RateLimiter } from '@voltdesk/service-kit';
import type { ContentHandlers } from '../shared/handlers';
import type { NewsletterService } from './service';

type NewsletterHandlers = Pick<
  ContentHandlers,
  | 'subscribe'
  | 'confirmSubscription'
  | 'confirmSubscriptionClick'
  | 'unsubscribe'
  | 'unsubscribeOneClick'
  | 'subscribers'
  | 'deleteSubscriber'
  | 'sendNewsletter'
>;

/**
 * The site's page for the outcome of a mail link (`/newsletter?result=`, drawn by mfe-site): it says what
 * happened and, after unsubscribing or a dead link, offers the sign-up form again (double opt-in and the
 * rate limit of `insertNewsLetter` apply as to any sign-up).
 */
export const newsletterPage = (publicUrl: string, result: 'confirmed' | 'unsubscribed' | 'invalid'): string =>
  `${publicUrl}/newsletter?result=${result}`;

/**
 * The same page asking whether to unsubscribe the link's address; its button POSTs `unsubscribe`. Mail
 * scanners that prefetch the link get this page and run no script, so nobody is unsubscribed by them.
 */
export const unsubscribePage = (publicUrl: string, token: string): string =>
  `${publicUrl}/newsletter?unsubscribe=${encodeURIComponent(token)}`;

/**
 * The same page asking the visitor to confirm the link's subscription; its button POSTs
 * `confirmSubscription`. Mail scanners that prefetch the link get this page and run no script, so double
 * opt-in still needs a person.
 */
export const confirmPage = (publicUrl: string, token: string): string =>
  `${publicUrl}/newsletter?confirm=${encodeURIComponent(token)}`;

export function newsletterHandlers(
  newsletter: NewsletterService,
  deps: { publicUrl: string; limiter: RateLimiter },
): NewsletterHandlers {
  return {
    subscribe: async ({ body, ctx }) => {
      await deps.limiter.hit(ctx.ip);
      await newsletter.subscribe(body);
      return { data: null, message: 'Thanks for subscribe.' };
    },
    // Changes nothing (see the endpoint): a pending token goes to the page's button, others to the page
    // that says how things stand.
    confirmSubscription: async ({ query, ctx }) => {
      const state = await newsletter.confirmationOf(query.token);
      ctx.redirect(
        state === 'pending'
          ? confirmPage(deps.publicUrl, query.token)
          : newsletterPage(deps.publicUrl, state),
      );
    },
    confirmSubscriptionClick: async ({ query }) => {
      const result = await newsletter.confirm(query.token);
      return {
        data: { result },
        message:
          result === 'confirmed'
            ? 'Your subscription is confirmed.'
            : 'This link is invalid or has already been used.',
      };
    },
    // Changes nothing (see the endpoint): a held token goes to the page's question, others to 'invalid'.
    unsubscribe: async ({ query, ctx }) => {
      ctx.redirect(
        (await newsletter.holdsUnsubscribeToken(query.token))
          ? unsubscribePage(deps.publicUrl, query.token)
          : newsletterPage(deps.publicUrl, 'invalid'),
      );
    },
    unsubscribeOneClick: async ({ query }) => {
      const result = await newsletter.unsubscribe(query.token);
      return {
        data: { result },
        message:
          result === 'unsubscribed'
            ? 'You have been unsubscribed.'
            : 'This link is invalid or has already been used.',
      };
    },
    subscribers: async ({ query }) => {
      const { items, meta } = await newsletter.list(query);
      return { data: items, meta };
    },
    deleteSubscriber: async ({ query }) => {
      await newsletter.remove(query.id);
      return { data: null, message: 'Subscriber deleted successfully.' };
    },
    sendNewsletter: async ({ body, user, ctx }) => {
      const { id, replayed } = await newsletter.requestSend(
        body,
        user.id,
        ctx.get('idempotency-key') || undefined,
      );
      if (replayed) ctx.set('Idempotent-Replayed', 'true');
      return { data: { id }, message: 'Newsletter queued.' };
    },
  };
}
