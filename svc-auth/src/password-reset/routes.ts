import type { authEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import { RESET_MESSAGES, type PasswordResetService } from './service';

export function passwordResetHandlers(
  resets: PasswordResetService,
): Pick<Handlers<typeof authEndpoints>, 'forgotPassword' | 'resetPassword' | 'resetLinkStatus'> {
  return {
    forgotPassword: async ({ body, ctx }) => {
      await resets.request(body, ctx.ip);
      return { data: null, message: RESET_MESSAGES.sent };
    },
    resetLinkStatus: async ({ query }) => {
      await resets.check(query);
      return { data: null };
    },
    resetPassword: async ({ body }) => {
      await resets.reset(body);
      return { data: null, message: RESET_MESSAGES.done };
    },
  };
}
