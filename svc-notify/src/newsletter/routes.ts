import type { notifyEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import type { NewsletterDesk } from './desk';

type DeskHandlers = Pick<
  Handlers<typeof notifyEndpoints>,
  'newsletterPreview' | 'newsletterAudience' | 'newsletterTest' | 'retryNewsletter'
>;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function newsletterDeskHandlers(desk: NewsletterDesk): DeskHandlers {
  return {
    newsletterPreview: async ({ body }) => ({ data: await desk.preview(body) }),
    newsletterAudience: async () => ({ data: { recipients: await desk.audience() } }),
    newsletterTest: async ({ body, user, ctx }) => {
      const to = await desk.sendTest(body, { id: user.id, authorization: ctx.get('authorization') });
      return { data: { to }, message: `Test e-mail sent to ${to}.` };
    },
    retryNewsletter: async ({ body }) => {
      const retried = await desk.retry(body);
      return {
        data: { retried },
        message: retried
          ? `${plural(retried, 'failed mail', 'failed mails')} queued again.`
          : 'No failed mails to retry.',
      };
    },
  };
}
