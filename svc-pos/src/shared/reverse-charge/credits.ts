import { VAT_PERCENT, type VatRate } from '@voltdesk/contracts';
import type { CreditVat } from '../credit-vat';
import type { ReverseChargeVat } from '../vat';

/**
 * A credit note of a reverse-charged invoice: it refunds no VAT (none was charged: the invoice's lines
 * carry VAT 0, so creditVatFor takes back VAT 0) and takes back part of the reverse-charge VAT the customer
 * accounted for, which the customer then adjusts. Per line, as the invoice worked it: the share of what is
 * left of the line's reverse-charge VAT in proportion to the net credited of what is left of the line,
 * rounded to the penny halves up; a note that takes all that is left of a line takes all of its VAT left,
 * so notes crediting the invoice in full take back exactly the reverse-charge VAT it showed.
 */

interface Invoice {
  items: ReadonlyArray<{ vat_rate?: VatRate; gross_pence?: number }>;
  reverse_charge?: ReverseChargeVat | null;
  credits?: ReadonlyArray<{ vat?: CreditVat; reverse_charge?: ReverseChargeVat | null }>;
  deposit_deduction?: { lines: ReadonlyArray<{ gross_pence: number }> } | null;
}

/** `numerator / denominator`, both non-negative integers, to the nearest integer, halves up. */
const halfUp = (numerator: number, denominator: number) =>
  Number((BigInt(numerator) * 2n + BigInt(denominator)) / (BigInt(denominator) * 2n));

/** The reverse-charge VAT the new credit note (`credit`, its VAT as creditVatFor made it) takes back. */
export function creditReverseChargeFor(
  invoice: Invoice,
  credit: CreditVat | undefined,
): ReverseChargeVat | null {
  const rc = invoice.reverse_charge;
  if (!rc || !credit) return null;
  const lines = invoice.items.map((item, i) => {
    let leftNet = (item.gross_pence ?? 0) - (invoice.deposit_deduction?.lines[i]?.gross_pence ?? 0);
    let leftVat = rc.lines[i] ?? 0;
    for (const earlier of invoice.credits ?? []) {
      leftNet -= earlier.vat?.lines[i]?.gross_pence ?? 0;
      leftVat -= earlier.reverse_charge?.lines[i] ?? 0;
    }
    const taken = credit.lines[i]?.gross_pence ?? 0;
    if (taken <= 0 || leftVat <= 0) return 0;
    return taken >= leftNet ? leftVat : Math.min(leftVat, halfUp(leftVat * taken, leftNet));
  });
  const summary = (['standard', 'reduced'] as const)
    .map((rate) => {
      const of = invoice.items
        .map((item, i) => ({ item, i }))
        .filter(({ item }) => (item.vat_rate ?? 'standard') === rate);
      return {
        rate,
        percent: VAT_PERCENT[rate],
        net_pence: of.reduce((a, { i }) => a + (credit.lines[i]?.gross_pence ?? 0), 0),
        vat_pence: of.reduce((a, { i }) => a + lines[i]!, 0),
      };
    })
    .filter((r) => rc.summary.some((s) => s.rate === r.rate));
  return { vat_pence: lines.reduce((a, v) => a + v, 0), lines, summary };
}
