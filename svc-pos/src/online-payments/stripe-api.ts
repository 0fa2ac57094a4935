import type Stripe from 'stripe';
import type { StripeSettings } from './config';

/** What svc-pos reads of a Checkout Session (Stripe's `checkout.session` object). */
export interface CheckoutSessionFields {
  id: string;
  url: string | null;
  amount_total: number | null;
  currency: string | null;
  payment_status: string;
  payment_intent: string | { id: string } | null;
  client_reference_id: string | null;
  metadata: Record<string, string> | null;
}

/** A verified webhook event, as much of it as svc-pos reads. */
export interface StripeEventFields {
  id: string;
  type: string;
  data: { object: unknown };
}

export interface CheckoutRequest {
  orderId: string;
  invoiceNo: number;
  pence: number;
  description: string;
  customerEmail?: string;
  successUrl: string;
  cancelUrl: string;
}

/**
 * The calls svc-pos makes to Stripe, through the official SDK: Checkout Sessions, refunds, and the webhook
 * signature check. One instance per process; `settings.apiBase` points the SDK at a stand-in.
 */
export class StripeApi {
  private readonly client: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const base = settings.apiBase;
    // Loaded here, only where Stripe is configured: the SDK is about 220 modules, which every svc-pos
    // process and test file loaded whether or not it took online payments.
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
    const StripeSdk = require('stripe') as typeof Stripe;
    this.client = new StripeSdk(settings.secretKey, {
      // One retry on a network error, with the SDK's own idempotency key, so a lost answer does not
      // make a second session or refund.
      maxNetworkRetries: 1,
      timeout: 20_000,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === 'https:' ? 443 : 80),
            protocol: base.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  }

  /**
   * A Checkout Session in payment mode for one line, the invoice's due, in GBP pence. The order id is in
   * `client_reference_id` and `metadata` (and the payment intent's metadata), which the webhook reads back.
   */
  async createCheckoutSession(request: CheckoutRequest): Promise<CheckoutSessionFields> {
    const metadata = { order_id: request.orderId, invoice_no: String(request.invoiceNo) };
    const session = await this.client.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'gbp',
            unit_amount: request.pence,
            product_data: { name: request.description },
          },
        },
      ],
      client_reference_id: request.orderId,
      metadata,
      payment_intent_data: { metadata },
      ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
    });
    return session as unknown as CheckoutSessionFields;
  }

  /**
   * Gives `pence` back on a payment intent. `idempotencyKey` makes a retry of the same credit note (after
   * a failure on our side) answer the first refund instead of refunding twice.
   */
  async refund(
    paymentIntent: string,
    pence: number,
    idempotencyKey: string,
  ): Promise<{ id: string; status: string | null }> {
    const refund = await this.client.refunds.create(
      { payment_intent: paymentIntent, amount: pence, reason: 'requested_by_customer' },
      { idempotencyKey },
    );
    return { id: refund.id, status: refund.status };
  }

  /**
   * Checks the `Stripe-Signature` header over the exact bytes received and answers the event.
   *
   * @throws Stripe's signature error for a bad or stale signature.
   */
  verify(rawBody: Buffer, signature: string): StripeEventFields {
    return this.client.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
  }
}

/** The payment intent's id, whether the session carries it as an id or expanded. */
export const paymentIntentOf = (session: Pick<CheckoutSessionFields, 'payment_intent'>): string | null =>
  typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null);
