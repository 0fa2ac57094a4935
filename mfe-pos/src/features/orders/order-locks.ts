import type { OrderView } from '@voltdesk/contracts';

/** What of an invoice can no longer be edited, and why (svc-pos's `checkLocks`, said before the clerk tries). */
export interface OrderLock {
  /** Lines, prices, quantities and discount. */
  lines: boolean;
  /** The amount paid. */
  payment: boolean;
  /** Nothing at all: a void invoice. */
  everything: boolean;
  /** svc-pos's own words for the lock, so the screen and a refused update say the same. */
  message: string;
}

export const VOID_LOCKED = 'This invoice is void and can no longer change.';
export const PAID_LOCKED =
  'This invoice is fully paid, so its lines and prices are locked. To change what was charged, issue a credit note.';
export const PAID_PAYMENT_LOCKED =
  'This invoice is fully paid, so its payment is locked. To give money back, issue a credit note with a refund.';
export const CREDITED_LOCKED =
  'This invoice has a credit note, so its lines and prices are locked. To change what was charged, issue another credit note.';

/**
 * The locks of an invoice: a void invoice changes no more; a fully paid one keeps its lines, prices,
 * discount and payment (customer details, dates and custom ID still change); one with a credit note keeps
 * its lines and discount. A part-paid invoice is edited as before. Null when nothing is locked.
 */
export function lockOf(order: OrderView): OrderLock | null {
  if (order.status === 'Void') {
    return { lines: true, payment: true, everything: true, message: VOID_LOCKED };
  }
  if (order.status === 'Paid') {
    return { lines: true, payment: true, everything: false, message: PAID_LOCKED };
  }
  if ((order.credit_notes ?? []).length > 0) {
    return { lines: true, payment: false, everything: false, message: CREDITED_LOCKED };
  }
  return null;
}
