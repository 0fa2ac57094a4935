import { PORTAL_MESSAGES, type posEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import { recordCustomerAction } from '../shared/customer-activity';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './cookie';
import type { PortalService } from './service';

type PortalHandlers = Pick<
  Handlers<typeof posEndpoints>,
  'portalRequestLink' | 'portalSignIn' | 'portalAccount' | 'portalDocument' | 'portalSignOut'
>;

/** `secureCookies`: the session cookie is Secure (production: the site is HTTPS only). */
export function portalHandlers(portal: PortalService, secureCookies: boolean): PortalHandlers {
  return {
    portalRequestLink: async ({ body, ctx }) => {
      const mailed = await portal.requestLink(body.link, ctx.ip);
      if (mailed) {
        const { customerId, name } = mailed;
        recordCustomerAction(ctx.app, { endpoint: 'portalRequestLink', who: `customer:${customerId}`, name });
      }
      return { data: null, message: PORTAL_MESSAGES.linkSent };
    },
    portalSignIn: async ({ body, ctx }) => {
      const session = await portal.signIn(body.token);
      setSessionCookie(ctx, session.token, session.maxAgeSeconds, secureCookies);
      recordCustomerAction(ctx.app, {
        endpoint: 'portalSignIn',
        who: `customer:${session.customerId}`,
        name: session.view.name,
      });
      return { data: session.view, message: PORTAL_MESSAGES.signedIn };
    },
    portalAccount: async ({ ctx }) => {
      // The customer's own figures: never kept by a shared cache or the browser's back button.
      ctx.set('Cache-Control', 'no-store');
      return { data: await portal.account(sessionTokenOf(ctx)) };
    },
    portalDocument: async ({ query, ctx }) => ({
      data: { url: await portal.documentUrl(sessionTokenOf(ctx), query.kind, query.id) },
    }),
    portalSignOut: async ({ ctx }) => {
      await portal.signOut(sessionTokenOf(ctx));
      clearSessionCookie(ctx, secureCookies);
      return { data: null, message: PORTAL_MESSAGES.signedOut };
    },
  };
}
