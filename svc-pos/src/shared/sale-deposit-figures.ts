import {
  apportion,
  creditVatBreakdown,
  VAT_PERCENT,
  VAT_RATES,
  type CreditableLine,
  type VatRate,
} from '@voltdesk/contracts';
import { creditVats, type CreditVat } from './credit-vat';
import type { Figures } from './sale-deposit-model';
import type { DocumentVat, VatLineFigures } from './vat';

/**
 * The arithmetic of deposits, in integer pence, by the rounding rule of every other VAT figure
 * (libs/contracts schemas/pos/vat.ts, svc-pos/README.md "Deposits"):
 *
 * 1. A percentage deposit is that percentage of the quote's total (VAT included), rounded to the penny,
 *    halves up; a fixed deposit is the amount typed, VAT included.
 * 2. The deposit is split over the quote's lines in proportion to each line's gross after its discount
 *    share (largest remainder, so the shares add up to the deposit exactly); each share's VAT is the VAT in
 *    a VAT-inclusive amount at the line's rate, rounded halves up, never more than the line's VAT. This is
 *    the credit notes' rule (creditVatBreakdown): a deposit is a part of the job paid ahead, as a credit
 *    note is a part of an invoice given back.
 * 3. The final invoice deducts, per line, exactly what the deposit invoices charged on it (less their credit
 *    notes), so its VAT plus theirs is the VAT of the whole job, to the penny.
 */

/** A document line as the deposit arithmetic reads it (a quote's or a final invoice's). */
interface JobLine extends VatLineFigures {
  total_pence: number;
}

/** The job the deposit is taken on: a quote, or the final invoice made from it. */
export interface Job {
  items: readonly JobLine[];
  discount_pence: number;
  total_pence: number;
  vat?: DocumentVat | null;
}

/**
 * Each line's gross after its discount share and the VAT in it: as stored on a VAT document, else (no VAT)
 * the line's total less its discount share, apportioned as a VAT document's discount is.
 */
export function jobLines(job: Job): CreditableLine[] {
  if (job.vat) {
    return job.items.map((i) => ({
      rate: i.vat_rate ?? 'standard',
      gross_pence: i.gross_pence ?? 0,
      vat_pence: i.vat_pence ?? 0,
    }));
  }
  const shares = apportion(
    job.discount_pence,
    job.items.map((i) => i.total_pence),
  );
  return job.items.map((i, k) => ({
    rate: i.vat_rate ?? 'standard',
    gross_pence: i.total_pence - shares[k]!,
    vat_pence: 0,
  }));
}

/** A deposit of `grossPence` split over the job's lines (rule 2): per line its gross, VAT and net. */
export function depositShares(job: Job, grossPence: number): Figures[] {
  return creditVatBreakdown(jobLines(job), grossPence).lines.map((l) => ({
    net_pence: l.net_pence,
    vat_pence: l.vat_pence,
    gross_pence: l.gross_pence,
  }));
}

/** The sum of some figures. */
export function total(parts: readonly Figures[]): Figures {
  return parts.reduce(
    (a, p) => ({
      net_pence: a.net_pence + p.net_pence,
      vat_pence: a.vat_pence + p.vat_pence,
      gross_pence: a.gross_pence + p.gross_pence,
    }),
    { net_pence: 0, vat_pence: 0, gross_pence: 0 },
  );
}

/** Figures per line summed by rate, in VAT_RATES order, as a VAT document's summary. */
export function summaryByRate(rates: readonly VatRate[], lines: readonly Figures[]): DocumentVat['summary'] {
  return VAT_RATES.filter((rate) => rates.includes(rate)).map((rate) => ({
    rate,
    percent: VAT_PERCENT[rate],
    ...total(lines.filter((_, k) => rates[k] === rate)),
  }));
}

/** `a - b`, figure by figure. */
export const minus = (a: Figures, b: Figures): Figures => ({
  net_pence: a.net_pence - b.net_pence,
  vat_pence: a.vat_pence - b.vat_pence,
  gross_pence: a.gross_pence - b.gross_pence,
});

/** What `chargedPerLine` reads of a deposit invoice. */
export interface DepositInvoiceLines {
  items: ReadonlyArray<JobLine & { vat_rate?: VatRate }>;
  vat?: DocumentVat | null;
  credits?: ReadonlyArray<{ amount_pence: number; vat?: CreditVat }>;
}

/**
 * What a deposit invoice still charges on each of its lines (one per line of the job): its gross and VAT
 * less what its credit notes took back of the line. A VAT invoice's notes keep their per-line shares as
 * issued; on an invoice without VAT a note is apportioned over what each line has left, as the reports do.
 */
export function chargedPerLine(invoice: DepositInvoiceLines): Figures[] {
  const left: CreditableLine[] = invoice.items.map((i) => ({
    rate: i.vat_rate ?? 'standard',
    gross_pence: i.gross_pence ?? i.total_pence,
    vat_pence: invoice.vat ? (i.vat_pence ?? 0) : 0,
  }));
  const take = (lines: ReadonlyArray<{ gross_pence: number; vat_pence: number }>) =>
    lines.forEach((t, k) => {
      left[k]!.gross_pence -= t.gross_pence;
      left[k]!.vat_pence -= t.vat_pence;
    });
  if (invoice.vat) {
    for (const vat of creditVats(invoice)) take(vat?.lines ?? []);
  } else {
    for (const credit of invoice.credits ?? []) take(creditVatBreakdown(left, credit.amount_pence).lines);
  }
  return left.map((l) => ({
    net_pence: l.gross_pence - l.vat_pence,
    vat_pence: l.vat_pence,
    gross_pence: l.gross_pence,
  }));
}
