import type { OrderView, PaymentRecordView } from '@voltdesk/contracts';
import { poundsToPence } from '../../shared/money';

/** A payment record with what the invoice owed once it was taken (or given back). */
export interface LedgerEntry {
  payment: PaymentRecordView;
  /** 1-based place in the invoice's payments: the receipt number is `<invoice no>-<number>`. */
  number: number;
  /** Everything paid on the invoice once this entry was recorded, in pence. */
  paidAfterPence: number;
  /** The credit notes issued on the invoice by the time this entry was recorded, in pence. */
  creditedAfterPence: number;
  /** What was still due once this entry was recorded, in pence (total - credited by then - paid by then). */
  balanceAfterPence: number;
}

const time = (iso: string) => new Date(iso).getTime();

/**
 * The invoice's payments with the running figures a receipt shows, in integer pence. Credit notes count
 * from their own time: a refund is written with its credit note, so the balance after a refund already
 * counts that credit. A void invoice's balances are as they were when each payment was taken.
 */
export function ledgerOf(order: OrderView): LedgerEntry[] {
  const total = poundsToPence(order.total);
  const credits = (order.credit_notes ?? []).map((c) => ({ at: time(c.at), pence: poundsToPence(c.amount) }));
  let paid = 0;
  return order.payments.map((payment, i) => {
    paid += poundsToPence(payment.amount);
    const at = time(payment.at);
    const credited = credits.filter((c) => c.at <= at).reduce((sum, c) => sum + c.pence, 0);
    return {
      payment,
      number: i + 1,
      paidAfterPence: paid,
      creditedAfterPence: credited,
      balanceAfterPence: total - credited - paid,
    };
  });
}

/** "Receipt 1042-2": the invoice number and the payment's place in it. */
export const receiptNo = (order: OrderView, entry: LedgerEntry) => `${order.invoice_no}-${entry.number}`;
