import { Schema, type Connection } from 'mongoose';
import { defineModel } from '../shared/model';

/**
 * A Stripe webhook event svc-pos has taken in, keyed by Stripe's event id (`_id`, unique): a replayed or
 * concurrent delivery of the same event finds it and records nothing more. `outcome` says what it did.
 */
export interface StripeEventDoc {
  _id: string;
  type: string;
  order_id: string | null;
  payment_intent: string | null;
  amount_pence: number | null;
  /** recorded | already_recorded | ignored | not_applied (money taken but not recordable: see `problem`). */
  outcome: string;
  problem: string | null;
  received_at: Date;
}

const eventSchema = new Schema<StripeEventDoc>(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    order_id: { type: String, default: null },
    payment_intent: { type: String, default: null },
    amount_pence: { type: Number, default: null },
    outcome: { type: String, required: true },
    problem: { type: String, default: null },
    received_at: { type: Date, required: true },
  },
  { collection: 'stripe_events', versionKey: false },
);
// Money Stripe took that no invoice shows: what staff are asked to look at.
eventSchema.index({ outcome: 1, received_at: -1 });

/**
 * A refund made through Stripe for a credit note (`_id` is Stripe's refund id). Written as soon as Stripe
 * answers, before the credit note, so a refund whose credit note then fails to save is still known
 * (`recorded` false) and its payment intent's refundable amount stays right.
 */
export interface OnlineRefundDoc {
  _id: string;
  order_id: string;
  payment_intent: string;
  amount_pence: number;
  status: string | null;
  recorded: boolean;
  created_at: Date;
}

const refundSchema = new Schema<OnlineRefundDoc>(
  {
    _id: { type: String, required: true },
    order_id: { type: String, required: true },
    payment_intent: { type: String, required: true },
    amount_pence: { type: Number, required: true },
    status: { type: String, default: null },
    recorded: { type: Boolean, required: true },
    created_at: { type: Date, required: true },
  },
  { collection: 'online_refunds', versionKey: false },
);
refundSchema.index({ order_id: 1 });

export const stripeEventModel = (conn: Connection) => defineModel(conn, 'StripeEvent', eventSchema);
export type StripeEventModel = ReturnType<typeof stripeEventModel>;
export const onlineRefundModel = (conn: Connection) => defineModel(conn, 'OnlineRefund', refundSchema);
export type OnlineRefundModel = ReturnType<typeof onlineRefundModel>;
