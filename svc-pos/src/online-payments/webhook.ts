import type Koa from 'koa';
import type { Middleware } from 'koa';
import { API_PREFIX, posEndpoints, type PaymentResultData } from '@voltdesk/contracts';
import { HttpError, isDuplicateKey, NotFoundError, ValidationError, type Clock } from '@voltdesk/service-kit';
import type { Logger } from 'pino';
import type { StripeEventDoc, StripeEventModel } from './model';
import {
  paymentIntentOf,
  type CheckoutSessionFields,
  type StripeApi,
  type StripeEventFields,
} from './stripe-api';

/** Who a payment recorded from Stripe was taken by, in the invoice's payments and trail. */
export const STRIPE_ACTOR = 'stripe';

/** Stripe's events that mean a Checkout Session's money has arrived. */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** A webhook body is a few kilobytes; Stripe's events stay well under this. */
const MAX_BODY_BYTES = 512 * 1024;

/** The request's bytes exactly as sent, refused past `limit`. */
async function rawBodyOf(req: AsyncIterable<Buffer | string>, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += buf.length;
    if (size > limit) throw new HttpError(413, 'The request is too large.');
    chunks.push(buf);
  }
  return Buffer.concat(chunks);
}

export interface StripeWebhookDeps {
  /** Undefined while online payment is off. */
  stripe?: StripeApi;
  events: StripeEventModel;
  /** The orders feature's online payment (recorded once per payment intent). */
  payments: {
    payOnline(
      orderId: string,
      pence: number,
      paymentIntent: string,
      by: string,
    ): Promise<PaymentResultData | null>;
  };
  clock: Clock;
  logger: Pick<Logger, 'error'>;
  /**
   * Told of each payment this webhook recorded (not of a redelivery), with the app that received it: the
   * customer's payment goes into the Activity Log.
   */
  recorded?: (app: Koa, payment: { orderId: string; pence: number }) => void;
}

type Outcome = Pick<StripeEventDoc, 'order_id' | 'payment_intent' | 'amount_pence' | 'outcome' | 'problem'>;

const IGNORED: Outcome = {
  order_id: null,
  payment_intent: null,
  amount_pence: null,
  outcome: 'ignored',
  problem: null,
};

/**
 * Stripe's webhook. The signature is checked by the SDK over the raw bytes, so this runs before the body
 * parser (a parsed and re-serialised body would no longer match). Idempotent on Stripe's event id: the
 * event is recorded in `stripe_events` (unique `_id`) once handled, and a delivery of an event already
 * there does nothing; two deliveries racing each other both reach the payment, which records a payment
 * intent on an invoice only once (the orders feature checks it on the revision it writes).
 */
export class StripeWebhook {
  private readonly path = `${API_PREFIX}${posEndpoints.stripeWebhook.path}`;

  constructor(private readonly deps: StripeWebhookDeps) {}

  /** The Koa middleware that answers `POST /api/stripeWebhook`, mounted before the body parser. */
  middleware(): Middleware {
    return async (ctx, next) => {
      if (ctx.path !== this.path || ctx.method !== 'POST') return next();
      const { stripe } = this.deps;
      if (!stripe) throw new NotFoundError('Online payment is not set up.');
      const signature = ctx.get('stripe-signature');
      if (!signature) throw new HttpError(400, 'Missing Stripe-Signature header.');
      const raw = await rawBodyOf(ctx.req, MAX_BODY_BYTES);
      let event: StripeEventFields;
      try {
        event = stripe.verify(raw, signature);
      } catch {
        throw new HttpError(400, 'The Stripe signature does not match this body.');
      }
      const outcome = await this.handle(event, (payment) => this.deps.recorded?.(ctx.app, payment));
      ctx.status = 200;
      ctx.body = { received: true, outcome };
    };
  }

  /**
   * Handles a verified event once; answers what was done (or had been done before). `recorded` hears of a
   * payment this delivery recorded.
   */
  async handle(
    event: StripeEventFields,
    recorded?: (payment: { orderId: string; pence: number }) => void,
  ): Promise<string> {
    const seen = await this.deps.events.findById(event.id).lean<StripeEventDoc>();
    if (seen) return seen.outcome;
    const outcome = PAID_EVENTS.has(event.type)
      ? await this.applyPayment(event.data.object as CheckoutSessionFields)
      : IGNORED;
    if (outcome.outcome === 'recorded' && outcome.order_id && outcome.amount_pence)
      recorded?.({ orderId: outcome.order_id, pence: outcome.amount_pence });
    try {
      await this.deps.events.create({
        _id: event.id,
        type: event.type,
        ...outcome,
        received_at: this.deps.clock.now(),
      });
    } catch (err) {
      // The same event delivered twice at once: the other delivery recorded it; the payment is once.
      if (!isDuplicateKey(err)) throw err;
    }
    return outcome.outcome;
  }

  /** Records the session's payment on its invoice; what could not be recorded is kept with the reason. */
  private async applyPayment(session: CheckoutSessionFields): Promise<Outcome> {
    const orderId = session.metadata?.order_id ?? session.client_reference_id;
    const paymentIntent = paymentIntentOf(session);
    const pence = session.amount_total;
    const base = { order_id: orderId ?? null, payment_intent: paymentIntent, amount_pence: pence };
    // Paid later (a bank debit): `checkout.session.async_payment_succeeded` brings it.
    if (session.payment_status !== 'paid') return { ...base, outcome: 'ignored', problem: null };
    const problem = (text: string): Outcome => {
      this.deps.logger.error({ ...base, problem: text }, 'Stripe took a payment svc-pos could not record');
      return { ...base, outcome: 'not_applied', problem: text };
    };
    if (!orderId || !paymentIntent || !pence || pence <= 0)
      return problem('the session names no invoice, payment or amount');
    if ((session.currency ?? '').toLowerCase() !== 'gbp')
      return problem(`currency ${session.currency} is not GBP`);
    try {
      const result = await this.deps.payments.payOnline(orderId, pence, paymentIntent, STRIPE_ACTOR);
      return { ...base, outcome: result ? 'recorded' : 'already_recorded', problem: null };
    } catch (err) {
      // The invoice is gone, void, or was paid by other means meanwhile: retrying will not change that.
      if (err instanceof NotFoundError) return problem('the invoice does not exist');
      if (err instanceof ValidationError) return problem(Object.values(err.fields).flat().join(' '));
      throw err;
    }
  }
}
