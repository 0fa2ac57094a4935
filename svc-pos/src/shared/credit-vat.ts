import { creditVatBreakdown, type CreditableLine, type VatRate } from '@voltdesk/contracts';
import type { DocumentVat } from './vat';

/**
 * The VAT a credit note of a VAT invoice reverses, as stored on the note (`credits[].vat`): per invoice line
 * (in the invoice's line order) the gross and VAT taken back, and the totals and per-rate summary. Shared by
 * the orders feature (which issues and shows notes) and the reports (which count them).
 */
export interface CreditVat {
  lines: Array<{ gross_pence: number; vat_pence: number }>;
  net_pence: number;
  vat_pence: number;
  gross_pence: number;
  summary: DocumentVat['summary'];
}

/** What the credit arithmetic reads of an invoice line: its rate and, on a VAT invoice, its gross and VAT. */
interface CreditedLine {
  vat_rate?: VatRate;
  gross_pence?: number;
  vat_pence?: number;
}

type Invoice = {
  vat?: DocumentVat | null;
  items: readonly CreditedLine[];
  credits?: ReadonlyArray<{ amount_pence: number; vat?: CreditVat }>;
  /** A final invoice: what its deposit invoices charged of each line, not this invoice's to credit. */
  deposit_deduction?: { lines: ReadonlyArray<{ gross_pence: number; vat_pence: number }> } | null;
};

/** What each line of a VAT invoice has left to credit before any credit note. */
const linesOf = ({ items, deposit_deduction: deducted }: Invoice): CreditableLine[] =>
  items.map((i, k) => ({
    rate: i.vat_rate ?? 'standard',
    gross_pence: (i.gross_pence ?? 0) - (deducted?.lines[k]?.gross_pence ?? 0),
    vat_pence: (i.vat_pence ?? 0) - (deducted?.lines[k]?.vat_pence ?? 0),
  }));

function asCreditVat(left: readonly CreditableLine[], amountPence: number): CreditVat {
  const b = creditVatBreakdown(left, amountPence);
  return {
    lines: b.lines.map((l) => ({ gross_pence: l.gross_pence, vat_pence: l.vat_pence })),
    net_pence: b.net_pence,
    vat_pence: b.vat_pence,
    gross_pence: b.gross_pence,
    summary: b.summary,
  };
}

/**
 * The VAT of each credit note of a VAT invoice, in order (null for an invoice without VAT): the figures
 * stored when it was issued, or, for a credit recorded before credit notes carried VAT, the same rule
 * applied in order. A credited invoice's lines are locked, so the stored shares always match its lines.
 */
export function creditVats(invoice: Invoice): Array<CreditVat | null> {
  const credits = invoice.credits ?? [];
  if (!invoice.vat) return credits.map(() => null);
  const left = linesOf(invoice);
  return credits.map((credit) => {
    const stored = credit.vat?.lines.length === left.length ? credit.vat : undefined;
    const vat = stored ?? asCreditVat(left, credit.amount_pence);
    vat.lines.forEach((taken, i) => {
      left[i]!.gross_pence -= taken.gross_pence;
      left[i]!.vat_pence -= taken.vat_pence;
    });
    return vat;
  });
}

/**
 * The VAT a new credit note of `amountPence` reverses on a VAT invoice: its amount apportioned over what
 * each line has left after the earlier credit notes (creditVatBreakdown, the invoice's rule). Undefined
 * for an invoice without VAT.
 */
export function creditVatFor(invoice: Invoice, amountPence: number): CreditVat | undefined {
  if (!invoice.vat) return undefined;
  const left = linesOf(invoice);
  for (const vat of creditVats(invoice)) {
    vat!.lines.forEach((taken, i) => {
      left[i]!.gross_pence -= taken.gross_pence;
      left[i]!.vat_pence -= taken.vat_pence;
    });
  }
  return asCreditVat(left, amountPence);
}
