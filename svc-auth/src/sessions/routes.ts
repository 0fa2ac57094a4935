import type { authEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import { LOGIN_MESSAGES, type SessionService } from './service';

export function sessionHandlers(
  sessions: SessionService,
): Pick<Handlers<typeof authEndpoints>, 'login' | 'logout' | 'logoutEverywhere'> {
  return {
    login: async ({ body, ctx }) => ({ data: await sessions.login(body, ctx.ip) }),
    logout: async ({ user }) => {
      await sessions.logout(user);
      return { data: null, message: 'Logged out.' };
    },
    logoutEverywhere: async ({ user }) => {
      await sessions.logoutEverywhere(user);
      return { data: null, message: LOGIN_MESSAGES.signedOutEverywhere };
    },
  };
}
