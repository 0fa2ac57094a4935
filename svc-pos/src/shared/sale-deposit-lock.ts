import { toPounds } from '@voltdesk/contracts';
import { ValidationError } from '@voltdesk/service-kit';
import type { DepositDeduction, DepositOf } from './sale-deposit-model';
import type { DocumentVat } from './vat';

export const DEPOSIT_LINES_LOCKED =
  'The lines of a deposit or final invoice come from its quote and are locked. To change what was charged, issue a credit note.';

/** The figures of an invoice an edit recomputes, and the deposit fields it knows nothing of. */
interface DepositFigures {
  items: Array<{ product_id: string; price_pence: number; qty: number }>;
  vat?: DocumentVat | null;
  sub_total_pence: number;
  discount_pence: number;
  total_pence: number;
  payment_pence: number;
  due_pence: number;
  paid: boolean | null;
  deposit_of?: DepositOf;
  deposit_deduction?: DepositDeduction;
}

/**
 * An edit of a deposit or final invoice (the order form): its lines, discount and figures are the
 * quote's and its deposits' (svc-pos/src/deposits), which the form's recomputation knows nothing of, so
 * they stay as issued; the customer, dates, custom id and payment stay editable. Other invoices: unchanged.
 *
 * @throws ValidationError when the edit changes the lines or the discount, or pays more than the total.
 */
export function keepDepositFigures(current: DepositFigures, computed: DepositFigures): void {
  if (!current.deposit_of && !current.deposit_deduction) return;
  const errors: Record<string, string[]> = {};
  const same =
    current.items.length === computed.items.length &&
    current.items.every(
      (x, i) =>
        x.product_id === computed.items[i]!.product_id &&
        x.price_pence === computed.items[i]!.price_pence &&
        x.qty === computed.items[i]!.qty,
    );
  if (!same) errors.items = [DEPOSIT_LINES_LOCKED];
  if (current.discount_pence !== computed.discount_pence) errors.discount = [DEPOSIT_LINES_LOCKED];
  if (computed.payment_pence > current.total_pence) {
    errors.payment = [
      `The payment may not be greater than the total (£${toPounds(current.total_pence).toFixed(2)}).`,
    ];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  computed.items = current.items;
  computed.vat = current.vat ?? null;
  computed.sub_total_pence = current.sub_total_pence;
  computed.total_pence = current.total_pence;
  computed.due_pence = current.total_pence - computed.payment_pence;
  computed.paid = computed.due_pence === 0;
  computed.deposit_of = current.deposit_of;
  computed.deposit_deduction = current.deposit_deduction;
}

/**
 * A deposit invoice deducted on its final invoice is settled there: a credit note or a void of it would
 * give the deposit back while the final invoice still takes it off. The final invoice is credited instead.
 *
 * @throws ValidationError under `field`.
 */
export function refuseIfDeducted(order: { deposit_of?: DepositOf | null }, field: string): void {
  const final = order.deposit_of?.deducted_in;
  if (final) {
    throw new ValidationError({
      [field]: [`This deposit was deducted on final invoice #${final}: credit the final invoice instead.`],
    });
  }
}
