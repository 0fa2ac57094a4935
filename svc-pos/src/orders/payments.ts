import {
  PAYMENT_AT_LEAST_A_PENNY,
  toPounds,
  type PaymentMethod,
  type PaymentResultData,
} from '@voltdesk/contracts';
import {
  CHANGED_SINCE_READ,
  makeEvent,
  optimisticUpdate,
  updateIfUnchanged,
  updateWithEvents,
  ValidationError,
} from '@voltdesk/service-kit';
import { poundsToPence } from '../shared/money';
import {
  CHANGED_UNDERNEATH,
  PAYMENT_ATTEMPTS,
  readOrder,
  type OrderServiceDeps,
  type PaymentInput,
} from './deps';
import type { OrderDoc, PaymentEntry, TrailEntry } from './model';
import { EVENT_SOURCE, orderEventData, statusOf, type OrderState } from './serializer';
import { changesBetween } from './trail';

/**
 * Takes a payment of £0.01 up to the current due, with its method (cash when not given) and reference. The
 * update applies only to the revision it was computed from and only while the due covers the amount, so
 * racing payments can never overpay or be lost: a loser re-reads and tries again (or gets 422 once the due
 * no longer covers it). A void invoice takes none; an amount of 0 is refused (nothing would be recorded).
 *
 * @throws NotFoundError; ValidationError on `amount` (decimals, or more than the due) or on `order_id`
 *   (void); ConflictError when the order kept changing underneath.
 */
export async function payOrder(
  deps: OrderServiceDeps,
  orderId: string,
  payment: PaymentInput,
  adminId: string,
): Promise<PaymentResultData> {
  const { amount: pence } = poundsToPence({ amount: payment.amount });
  // The contract refuses it first; a payment of nothing would record nothing yet answer as if it had.
  if (pence <= 0) throw new ValidationError({ amount: [PAYMENT_AT_LEAST_A_PENNY] });
  const details = { method: payment.method ?? 'cash', reference: payment.reference || null };
  return takePayment(deps, orderId, pence, details, adminId);
}

/**
 * Records a card payment the customer made online (Stripe Checkout), method `card_online`, with the payment
 * intent as its reference, once: a second delivery of the same payment (a replayed or concurrent webhook)
 * finds it recorded and answers null. Same rules as payOrder otherwise (void, more than the due).
 *
 * @throws NotFoundError; ValidationError on `amount` or `order_id`; ConflictError.
 */
export async function recordOnlinePayment(
  deps: OrderServiceDeps,
  orderId: string,
  pence: number,
  paymentIntent: string,
  by: string,
): Promise<PaymentResultData | null> {
  const details = { method: 'card_online' as const, reference: paymentIntent };
  return takePayment(deps, orderId, pence, details, by, { once: true });
}

async function takePayment(
  deps: OrderServiceDeps,
  orderId: string,
  pence: number,
  details: { method: PaymentMethod; reference: string | null },
  adminId: string,
): Promise<PaymentResultData>;
async function takePayment(
  deps: OrderServiceDeps,
  orderId: string,
  pence: number,
  details: { method: PaymentMethod; reference: string | null },
  adminId: string,
  options: { once: true },
): Promise<PaymentResultData | null>;
async function takePayment(
  deps: OrderServiceDeps,
  orderId: string,
  pence: number,
  details: { method: PaymentMethod; reference: string | null },
  adminId: string,
  options?: { once: true },
): Promise<PaymentResultData | null> {
  return optimisticUpdate<OrderState, PaymentResultData | null>({
    read: () => readOrder(deps.orders, orderId),
    write: async (current) => {
      // Read on the same revision the write is conditional on, so two deliveries cannot both record it.
      const recorded = (p: PaymentEntry) =>
        p.kind === 'payment' && p.method === details.method && p.reference === details.reference;
      if (options?.once && current.payments.some(recorded)) return null;
      if (current.voided_at) {
        throw new ValidationError({ order_id: ['This invoice is void: it takes no payment.'] });
      }
      if (pence > current.due_pence) {
        throw new ValidationError({
          amount: [
            `The amount may not be greater than the due (£${toPounds(current.due_pence).toFixed(2)}).`,
          ],
        });
      }
      const now = deps.clock.now();
      const { next, entry, trail } = paidState(current, pence, details, adminId, now);
      const written = await updateIfUnchanged(
        deps.orders,
        current,
        updateWithEvents(
          {
            $inc: { payment_pence: pence, due_pence: -pence, rev: 1 },
            $push: { payments: entry, history: trail },
            $set: { paid: next.paid, updated_by: adminId, updated_at: now },
          },
          makeEvent(EVENT_SOURCE, 'order.paid', orderId, orderEventData(next), now),
        ),
        { also: { due_pence: { $gte: pence } } },
      );
      return written ? paymentResult(next) : CHANGED_SINCE_READ;
    },
    attempts: PAYMENT_ATTEMPTS,
    conflict: CHANGED_UNDERNEATH,
  });
}

/** The order after the payment, its payment entry and its trail entry. */
function paidState(
  current: OrderState,
  pence: number,
  details: { method: PaymentMethod; reference: string | null },
  adminId: string,
  now: Date,
): { next: OrderState; entry: PaymentEntry; trail: TrailEntry } {
  const after = { payment_pence: current.payment_pence + pence, due_pence: current.due_pence - pence };
  const entry: PaymentEntry = {
    amount_pence: pence,
    at: now,
    by: adminId,
    ...details,
    kind: 'payment',
  };
  const next: OrderState = {
    ...current,
    ...after,
    paid: after.due_pence === 0,
    payments: [...current.payments, entry],
    rev: current.rev + 1,
    updated_by: adminId,
    updated_at: now,
  };
  const trail: TrailEntry = {
    action: 'payment',
    at: now,
    by: adminId,
    changes: changesBetween(current, next),
    amount_pence: pence,
    ...details,
  };
  return { next, entry, trail };
}

const paymentResult = (
  o: Pick<OrderDoc, 'payment_pence' | 'due_pence'> & { voided_at?: Date | null },
): PaymentResultData => ({
  payment: toPounds(o.payment_pence),
  due: toPounds(o.due_pence),
  status: statusOf(o),
});
