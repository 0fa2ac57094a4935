import type { VatRate } from '@voltdesk/contracts';
import {
  chargedPerLine,
  depositShares,
  jobLines,
  minus,
  summaryByRate,
  total,
} from '../shared/sale-deposit-figures';
import type { DepositDeduction, Figures } from '../shared/sale-deposit-model';
import { termsOf } from '../shared/vat';
import type { DepositInvoiceFigures, DepositQuote, IssuedDepositInvoice } from './ports';

/** What a deposit or final invoice takes of its quote, whatever it charges. */
function fromQuote(quote: DepositQuote, dueDate: string | null) {
  return {
    order_custom_id: quote.order_custom_id ?? null,
    customer: { ...quote.customer },
    job_id: quote.job_id ?? null,
    site_address: quote.site_address ?? null,
    payment_pence: 0,
    due_date: dueDate,
    additional: false,
    expire_date: null,
    alert: null,
  };
}

const rateOf = (i: { vat_rate?: VatRate }): VatRate => i.vat_rate ?? 'standard';

/** A VAT document's figures from the quote's terms, totals and summary (null for a quote without VAT). */
function vatOf(quote: DepositQuote, totals: Figures, summary: ReturnType<typeof summaryByRate>) {
  const terms = termsOf(quote);
  return terms ? { ...terms, ...totals, summary } : null;
}

/**
 * The deposit invoice of a quote: one line per line of the quote, "Deposit: <line>", charging that line's
 * share of the deposit (shared/sale-deposit-figures.ts), at the line's rate, under the quote's VAT terms. A
 * line's price is its share as the quote's prices are typed (gross when they include VAT, else net), qty 1.
 */
export function depositInvoiceOf(quote: DepositQuote, dueDate: string | null): DepositInvoiceFigures {
  const deposit = quote.deposit!;
  const shares = depositShares(quote, deposit.gross_pence);
  const inclusive = quote.vat ? quote.vat.prices_include_vat : true;
  const items = quote.items.map((line, k) => {
    const share = shares[k]!;
    const price = inclusive ? share.gross_pence : share.net_pence;
    return {
      product_id: line.product_id,
      name: `Deposit: ${line.name}`,
      price_pence: price,
      qty: 1,
      total_pence: price,
      vat_rate: rateOf(line),
      ...(quote.vat ? { discount_pence: 0, ...share } : {}),
    };
  });
  const totals = total(shares);
  return {
    ...fromQuote(quote, dueDate),
    items,
    vat: vatOf(quote, totals, summaryByRate(quote.items.map(rateOf), shares)),
    sub_total_pence: items.reduce((a, i) => a + i.total_pence, 0),
    discount_pence: 0,
    total_pence: totals.gross_pence,
    due_pence: totals.gross_pence,
    paid: false,
    deposit_of: {
      quote_id: quote.id,
      quote_no: quote.quote_no!,
      kind: deposit.kind,
      percent: deposit.percent ?? null,
    },
  };
}

/**
 * The final invoice of a quote: the quote's lines and figures as they are (the whole job), less what each
 * of `deposits` (paid, not void) still charges, per line. Its total, VAT and per-rate summary are the
 * job's less the deduction, so the deposit invoices' VAT and its own add up to the job's VAT exactly.
 */
export function finalInvoiceOf(
  quote: DepositQuote,
  deposits: readonly IssuedDepositInvoice[],
  dueDate: string | null,
): DepositInvoiceFigures {
  const rates = quote.items.map(rateOf);
  const supplyLines: Figures[] = jobLines(quote).map((l) => ({
    net_pence: l.gross_pence - l.vat_pence,
    vat_pence: l.vat_pence,
    gross_pence: l.gross_pence,
  }));
  const perInvoice = deposits.map(chargedPerLine);
  const deducted = supplyLines.map((_, k) => total(perInvoice.map((lines) => lines[k]!)));
  const remaining = supplyLines.map((l, k) => minus(l, deducted[k]!));
  const deduction: DepositDeduction = {
    ...total(deducted),
    lines: deducted,
    summary: summaryByRate(rates, deducted),
    supply: { ...total(supplyLines), summary: summaryByRate(rates, supplyLines) },
    invoices: deposits.map((d, n) => ({
      order_id: d.id,
      invoice_no: d.invoice_no,
      ...total(perInvoice[n]!),
    })),
  };
  const due = quote.total_pence - deduction.gross_pence;
  return {
    ...fromQuote(quote, dueDate),
    items: quote.items.map((i) => ({ ...i })),
    vat: vatOf(quote, total(remaining), summaryByRate(rates, remaining)),
    sub_total_pence: quote.sub_total_pence,
    discount_pence: quote.discount_pence,
    total_pence: due,
    due_pence: due,
    paid: due === 0,
    deposit_deduction: deduction,
  };
}
