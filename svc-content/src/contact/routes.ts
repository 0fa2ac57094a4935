import type { RateLimiter } from '@voltdesk/service-kit';
import type { ContentHandlers } from '../shared/handlers';
import type { ContactService } from './service';

export function contactHandlers(
  contact: ContactService,
  deps: { limiter: RateLimiter },
): Pick<ContentHandlers, 'sendContactMessage'> {
  return {
    sendContactMessage: async ({ body, ctx }) => {
      await deps.limiter.hit(ctx.ip);
      await contact.receive(body);
      return { data: null, message: 'Message sent successfully.' };
    },
  };
}
