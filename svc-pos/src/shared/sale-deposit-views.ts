/**
 * How quotes and invoices take and show a deposit (svc-pos/src/deposits): the quote's deposit from its form,
 * and the deposit fields of a quote and of a deposit or final invoice as the API shows them.
 */
import {
  DEPOSIT_AMOUNT_TOO_LARGE,
  DEPOSIT_TOO_SMALL,
  depositGrossPence,
  toPounds,
  type DepositKind,
  type OrderView,
  type QuoteView,
} from '@voltdesk/contracts';
import { ValidationError } from '@voltdesk/service-kit';
import { depositShares, total, type Job } from './sale-deposit-figures';
import type {
  DepositDeduction,
  DepositInvoiceRef,
  DepositOf,
  Figures,
  QuoteDeposit,
} from './sale-deposit-model';
import { rateRow } from './vat';

/**
 * The deposit a quote asks, from the form's `deposit` and the quote's total (VAT included): null for none.
 *
 * @throws ValidationError under `deposit.value` when it comes to nothing, or to the whole total or more.
 */
export function quoteDepositOf(
  input: { kind: DepositKind; value: number } | null | undefined,
  totalPence: number,
): QuoteDeposit | null {
  if (!input) return null;
  const gross = depositGrossPence(totalPence, input.kind, input.value);
  if (gross <= 0) throw new ValidationError({ 'deposit.value': [DEPOSIT_TOO_SMALL] });
  // A deposit of the whole job is the job's invoice: the quote is converted instead.
  if (gross >= totalPence) throw new ValidationError({ 'deposit.value': [DEPOSIT_AMOUNT_TOO_LARGE] });
  return { kind: input.kind, percent: input.kind === 'percent' ? input.value : null, gross_pence: gross };
}

/** The quote's deposit and deposit invoices as the API shows them. */
export function depositViewOf(
  quote: Job & { deposit?: QuoteDeposit | null; deposit_invoices?: DepositInvoiceRef[] },
): Pick<QuoteView, 'deposit' | 'deposit_invoices'> {
  const d = quote.deposit;
  const figures = d ? total(depositShares(quote, d.gross_pence)) : null;
  return {
    deposit:
      d && figures
        ? {
            kind: d.kind,
            percent: d.percent ?? null,
            amount: toPounds(d.gross_pence),
            net: toPounds(figures.net_pence),
            vat: toPounds(figures.vat_pence),
          }
        : null,
    deposit_invoices: (quote.deposit_invoices ?? []).map((r) => ({
      order_id: r.order_id,
      invoice_no: r.invoice_no,
    })),
  };
}

const pounds = (f: Figures) => ({
  net: toPounds(f.net_pence),
  vat: toPounds(f.vat_pence),
  gross: toPounds(f.gross_pence),
});

/** A deposit or final invoice's own fields as the API shows them (none on any other invoice). */
export function depositFieldsOf(o: {
  deposit_of?: DepositOf | null;
  deposit_deduction?: DepositDeduction | null;
}): Pick<OrderView, 'deposit_of' | 'deposit_deduction'> {
  const d = o.deposit_deduction;
  return {
    ...(o.deposit_of
      ? {
          deposit_of: {
            quote_id: o.deposit_of.quote_id,
            quote_no: o.deposit_of.quote_no,
            kind: o.deposit_of.kind,
            percent: o.deposit_of.percent ?? null,
            deducted_in: o.deposit_of.deducted_in ?? null,
          },
        }
      : {}),
    ...(d
      ? {
          deposit_deduction: {
            supply: { ...pounds(d.supply), summary: d.supply.summary.map(rateRow) },
            ...pounds(d),
            summary: d.summary.map(rateRow),
            invoices: d.invoices.map((i) => ({
              order_id: i.order_id,
              invoice_no: i.invoice_no,
              ...pounds(i),
            })),
          },
        }
      : {}),
  };
}
