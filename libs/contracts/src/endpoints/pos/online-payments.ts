import { defineEndpoints } from '../endpoint';

/**
 * Online card payment through Stripe Checkout (schemas/pos/online-payments.ts). The public calls take the
 * customer link's token of the invoice and answer 404 for any token that is not a live link of a live
 * invoice, as the document page does.
 */
export const onlinePaymentEndpoints = defineEndpoints({
  /** Whether the invoice page shows the Pay button (svc-pos has Stripe keys) and what is due. */
  onlinePaymentStatus: {
    name: 'onlinePaymentStatus',
    method: 'GET',
    path: 'onlinePaymentStatus',
    service: 'pos',
    access: 'public',
    query: 'pos.onlinePayments.status',
    errors: 'data',
    view: 'pos.views.onlinePaymentStatus',
    errorStatuses: [404, 422],
  },
  /**
   * The Pay button: a Stripe Checkout Session for the invoice's whole due (GBP, integer pence), with
   * success and cancel addresses back to the invoice page. 409 when nothing is due or the invoice is void,
   * 503 when online payment is off, 502 when Stripe does not answer.
   */
  startOnlinePayment: {
    name: 'startOnlinePayment',
    method: 'POST',
    path: 'startOnlinePayment',
    service: 'pos',
    access: 'public',
    body: 'pos.onlinePayments.start',
    errors: 'data',
    view: 'pos.views.onlinePaymentSession',
    errorStatuses: [404, 409, 422, 429, 502, 503],
  },
  /**
   * Stripe's webhook (`checkout.session.completed`, `checkout.session.async_payment_succeeded`), signed with
   * STRIPE_WEBHOOK_SECRET over the raw body: svc-pos reads it before any body parsing. 400 for a bad
   * signature, 404 while online payment is off; every verified event answers 200, once recorded.
   */
  stripeWebhook: {
    name: 'stripeWebhook',
    method: 'POST',
    path: 'stripeWebhook',
    service: 'pos',
    access: 'public',
    errors: 'data',
    view: 'raw',
    errorStatuses: [400, 404],
  },
});
