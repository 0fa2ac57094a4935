import type { LoginRequest } from '@voltdesk/contracts';
import { respond, type RouteSpec } from '@voltdesk/service-kit';
import { LOGIN_MESSAGES, type SessionService } from './service';

export function sessionRoutes(sessions: SessionService): RouteSpec[] {
  return [
    {
      method: 'POST',
      path: 'login',
      body: 'auth.login',
      errorsKey: 'errors',
      handler: async (ctx) => {
        respond(ctx, await sessions.login(ctx.state.body as LoginRequest, ctx.ip));
      },
    },
    {
      method: 'GET',
      path: 'logout',
      handler: async (ctx) => {
        await sessions.logout(ctx.state.user!);
        respond(ctx, null, { message: 'Logged out.' });
      },
    },
    {
      method: 'POST',
      path: 'logoutEverywhere',
      handler: async (ctx) => {
        await sessions.logoutEverywhere(ctx.state.user!);
        respond(ctx, null, { message: LOGIN_MESSAGES.signedOutEverywhere });
      },
    },
  ];
}
