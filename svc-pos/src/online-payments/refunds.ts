import { toPounds } from '@voltdesk/contracts';
import { HttpError, ValidationError, type Clock } from '@voltdesk/service-kit';
import type { Logger } from 'pino';
import type { OnlineRefundDoc, OnlineRefundModel } from './model';
import type { StripeApi } from './stripe-api';

/** An invoice as much as a card refund reads of it (svc-pos's stored order). */
export interface RefundableOrder {
  _id: unknown;
  payments: { amount_pence: number; method?: string; reference?: string | null; kind?: string; at: Date }[];
}

export interface CardRefundDeps {
  /** Undefined while online payment is off. */
  stripe?: StripeApi;
  refunds: OnlineRefundModel;
  clock: Clock;
  logger: Pick<Logger, 'error'>;
}

const pounds = (pence: number) => `£${toPounds(pence).toFixed(2)}`;

export const CARD_REFUNDS_OFF =
  'Online card payment is not set up, so nothing can go back to a card through it: choose another refund method.';
export const NO_ONLINE_PAYMENT = 'This invoice took no online card payment: choose another refund method.';
export const CARD_REFUND_FAILED =
  'Stripe did not make the card refund, so no credit note was issued. Please try again in a minute, or choose another refund method.';

/**
 * Refunds of credit notes back to the card of an online payment (refund method `card_online`), through
 * Stripe's refunds API on the payment's payment intent. A refund must fit in one online payment (what is
 * left of it after earlier refunds); Stripe's refund is asked with an idempotency key of the invoice and
 * amount, and kept in `online_refunds` as soon as Stripe answers, so a credit note that then fails to save
 * and is issued again reuses that refund instead of making a second one.
 */
export class CardRefunds {
  constructor(private readonly deps: CardRefundDeps) {}

  /**
   * Gives `pence` back to the card of one of the invoice's online payments; answers Stripe's refund id.
   *
   * @throws ValidationError on `refund_method` (off, no online payment, none with enough left); 502 when
   *   Stripe refuses or cannot be reached (nothing was refunded, no credit note is issued).
   */
  async refund(order: RefundableOrder, pence: number): Promise<string> {
    const { stripe, refunds, clock, logger } = this.deps;
    if (!stripe) throw new ValidationError({ refund_method: [CARD_REFUNDS_OFF] });
    const orderId = String(order._id);
    const earlier = await refunds.find({ order_id: orderId }).lean<OnlineRefundDoc[]>();
    // A refund made for a credit note that then failed to save: this is that credit note again.
    const pending = earlier.find((r) => !r.recorded && r.amount_pence === pence);
    if (pending) return pending._id;
    const paymentIntent = this.paymentWithRoom(order, earlier, pence);
    let made: { id: string; status: string | null };
    try {
      made = await stripe.refund(
        paymentIntent,
        pence,
        `voltdesk-refund:${orderId}:${earlier.length}:${pence}`,
      );
    } catch (err) {
      logger.error({ err, order_id: orderId, payment_intent: paymentIntent }, 'Stripe refund failed');
      throw new HttpError(502, CARD_REFUND_FAILED);
    }
    if (made.status === 'failed' || made.status === 'canceled') {
      logger.error({ order_id: orderId, refund: made }, 'Stripe answered the refund as failed');
      throw new HttpError(502, CARD_REFUND_FAILED);
    }
    await refunds.updateOne(
      { _id: made.id },
      {
        $setOnInsert: {
          order_id: orderId,
          payment_intent: paymentIntent,
          amount_pence: pence,
          status: made.status,
          recorded: false,
          created_at: clock.now(),
        },
      },
      { upsert: true },
    );
    return made.id;
  }

  /** Marks a refund as carried by its credit note. */
  async recorded(refundId: string): Promise<void> {
    await this.deps.refunds.updateOne({ _id: refundId }, { $set: { recorded: true } });
  }

  /**
   * The newest online payment with at least `pence` left to refund.
   *
   * @throws ValidationError on `refund_method` when there is none.
   */
  private paymentWithRoom(order: RefundableOrder, earlier: OnlineRefundDoc[], pence: number): string {
    const online = order.payments
      .filter((p) => p.kind === 'payment' && p.method === 'card_online' && p.reference)
      .reverse();
    if (online.length === 0) throw new ValidationError({ refund_method: [NO_ONLINE_PAYMENT] });
    const left = online.map((p) => ({
      intent: p.reference!,
      left:
        p.amount_pence -
        earlier.filter((r) => r.payment_intent === p.reference).reduce((sum, r) => sum + r.amount_pence, 0),
    }));
    const fits = left.find((p) => p.left >= pence);
    if (fits) return fits.intent;
    const most = Math.max(0, ...left.map((p) => p.left));
    throw new ValidationError({
      refund_method: [
        `A card refund must fit in one online payment, and the most left on one is ${pounds(most)}: refund ${pounds(pence)} another way, or credit less.`,
      ],
    });
  }
}
