import type { posEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import type { OnlineCheckout } from './checkout';

/**
 * The public online-payment calls. `stripeWebhook` is answered by StripeWebhook's middleware before the
 * body parser (the signature covers the raw bytes), so a request never reaches the handler registered
 * here; it exists because every endpoint of the contract has one, and fails loudly if the middleware was
 * not mounted.
 */
export function onlinePaymentHandlers(
  checkout: OnlineCheckout,
): Pick<Handlers<typeof posEndpoints>, 'onlinePaymentStatus' | 'startOnlinePayment' | 'stripeWebhook'> {
  return {
    onlinePaymentStatus: async ({ query }) => ({ data: await checkout.status(query.token) }),
    startOnlinePayment: async ({ body, ctx }) => ({ data: await checkout.start(body.token, ctx.ip) }),
    stripeWebhook: async () => {
      throw new Error(
        'the Stripe webhook must be answered by StripeWebhook.middleware(), before the body parser',
      );
    },
  };
}
