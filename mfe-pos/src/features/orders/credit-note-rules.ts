import type { OrderView } from '@voltdesk/contracts';
import type { FirstErrors } from '@voltdesk/app-core';
import { checkWithSchema } from '@voltdesk/app-core/forms';
import { parsePounds, penceToInput, poundsForSchema, poundsToPence } from '../../shared/money';

/** Pounds as svc-pos writes them in its messages ("£1234.50"). */
const serverPounds = (pence: number) => `£${penceToInput(pence)}`;

/** What is left to credit on an invoice, in pence: its total less the credit notes it already has. */
export const leftToCreditPence = (order: OrderView) =>
  poundsToPence(order.total) - poundsToPence(order.credited ?? 0);

/**
 * The money a credit of `amountPence` gives back, as svc-pos computes it: once credited, the invoice is
 * worth what is left; whatever the customer paid above that is refunded.
 */
export function refundPence(order: OrderView, amountPence: number): number {
  const worth = leftToCreditPence(order) - amountPence;
  return Math.max(0, poundsToPence(order.payment) - worth);
}

/** What the clerk typed in the credit note dialog. */
export interface CreditInput {
  whole: boolean;
  amount: string;
  reason: string;
  refundMethod: string;
  refundReference: string;
}

/**
 * The credit note's request checked with the contract's schema (the body to send once valid), the money
 * it gives back (pence), and its messages as svc-pos words them: the schema's, then the amount required
 * and up to what is left to credit, and a refund method whenever money goes back.
 */
export function creditCheck(order: OrderView, input: CreditInput) {
  const { whole, amount, reason, refundMethod, refundReference } = input;
  const leftPence = leftToCreditPence(order);
  const parsed = parsePounds(amount);
  const creditPence = whole ? leftPence : parsed.ok ? parsed.pence : null;
  const refund = creditPence === null ? 0 : refundPence(order, Math.min(creditPence, leftPence));
  const typed = poundsForSchema(amount);
  const body = {
    order_id: order.id,
    ...(!whole && typed !== undefined ? { amount: typed } : {}),
    reason: reason.trim(),
    ...(refund > 0 && refundMethod ? { refund_method: refundMethod } : {}),
    ...(refund > 0 && refundReference.trim() ? { refund_reference: refundReference.trim() } : {}),
  };
  const check = checkWithSchema('pos.credits.create', body);
  const errors: FirstErrors = { ...check.errors };
  if (!whole && typed === undefined) errors.amount = 'The amount field is required.';
  if (!errors.amount && creditPence !== null && creditPence > leftPence) {
    errors.amount = `The amount may not be greater than what is left to credit (${serverPounds(leftPence)}).`;
  }
  if (refund > 0 && !refundMethod && !errors.refund_method) {
    errors.refund_method = `The refund method field is required: this credit note gives ${serverPounds(refund)} back.`;
  }
  return { refund, check, errors };
}
