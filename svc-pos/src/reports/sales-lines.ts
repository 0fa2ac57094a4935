import {
  apportion,
  creditVatBreakdown,
  vatBreakdown,
  type CreditableLine,
  type VatRate,
} from '@voltdesk/contracts';
import { creditVats, type CreditVat } from '../shared/credit-vat';
import type { DocumentVat } from '../shared/vat';

/**
 * The sales report's arithmetic on one invoice: what each line sold **excluding VAT**, before and after its
 * share of the invoice's discount, and what each credit note took back of each line, also excluding VAT.
 * One basis for every invoice, whatever its price mode: prices typed including VAT are reported without
 * their VAT, so a report column never adds inc-VAT and ex-VAT amounts together.
 */

/** The fields of a stored invoice the sales report reads. */
export interface SaleDoc {
  items: ReadonlyArray<{
    product_id: string;
    name: string;
    qty: number;
    total_pence: number;
    cost_pence?: number;
    vat_rate?: VatRate;
    net_pence?: number;
    vat_pence?: number;
    gross_pence?: number;
  }>;
  discount_pence: number;
  vat?: DocumentVat | null;
  credits?: ReadonlyArray<{ amount_pence: number; at: Date; vat?: CreditVat }>;
  /** A deposit invoice (svc-pos/src/deposits): its lines are parts of a job, not quantities sold. */
  deposit_of?: object | null;
  /** A final invoice: what its deposit invoices charged of each line, counted on them, not here. */
  deposit_deduction?: {
    lines: ReadonlyArray<{ net_pence: number; gross_pence: number; vat_pence: number }>;
  } | null;
}

/** A line's net (excluding VAT) in pence, before and after its share of the invoice's discount. */
export interface LineNet {
  before: number;
  after: number;
}

/**
 * Each line's net before and after its discount share. A VAT invoice: after is the net it was issued with;
 * before is the same rule (vatBreakdown, VAT per line) without the discount. Any other invoice has no VAT:
 * the discount is apportioned over its lines as a VAT invoice's is (largest remainder).
 */
export function lineNets(doc: SaleDoc): LineNet[] {
  const deducted = doc.deposit_deduction?.lines;
  if (!deducted) return jobLineNets(doc);
  // A final invoice sells what its deposit invoices did not: their net comes off each line.
  return jobLineNets(doc).map((n, k) => ({
    before: n.before - deducted[k]!.net_pence,
    after: n.after - deducted[k]!.net_pence,
  }));
}

/** Each line's net before and after its discount share, as the lines are stored. */
function jobLineNets(doc: SaleDoc): LineNet[] {
  if (doc.vat) {
    const undiscounted = vatBreakdown(
      doc.items.map((i) => ({ amount_pence: i.total_pence, rate: i.vat_rate ?? 'standard' })),
      0,
      doc.vat.prices_include_vat,
    );
    return doc.items.map((item, k) => {
      const before = undiscounted.lines[k]!.net_pence;
      return { before, after: item.net_pence ?? before };
    });
  }
  const shares = apportion(
    doc.discount_pence,
    doc.items.map((i) => i.total_pence),
  );
  return doc.items.map((item, k) => ({ before: item.total_pence, after: item.total_pence - shares[k]! }));
}

/**
 * Per credit note (in the invoice's order), per line: the net it took back. A VAT invoice's notes keep their
 * per-line shares (gross and VAT) as issued; on any other invoice a note is apportioned over what each line
 * has left after its discount and the earlier notes, by the same rule at 0% VAT (creditVatBreakdown).
 */
export function creditLineNets(doc: SaleDoc): number[][] {
  const credits = doc.credits ?? [];
  if (doc.vat) {
    return creditVats({ ...doc, credits }).map((vat) =>
      (vat?.lines ?? []).map((l) => l.gross_pence - l.vat_pence),
    );
  }
  const left: CreditableLine[] = lineNets(doc).map((n) => ({
    rate: 'exempt',
    gross_pence: n.after,
    vat_pence: 0,
  }));
  return credits.map((credit) => {
    const taken = creditVatBreakdown(left, credit.amount_pence).lines.map((l) => l.gross_pence);
    taken.forEach((pence, i) => {
      left[i]!.gross_pence -= pence;
    });
    return taken;
  });
}
