import { REVERSE_CHARGE_WORDING, toPounds } from '@voltdesk/contracts';
import type { ReverseChargeVat } from '../vat';

/** A document's reverse charge as the API shows it (contracts reverse-charge.ts): wording and VAT in pounds. */
export function reverseChargeView(rc: ReverseChargeVat | null | undefined) {
  if (!rc) return null;
  return {
    wording: REVERSE_CHARGE_WORDING,
    vat: toPounds(rc.vat_pence),
    summary: rc.summary.map((r) => ({
      rate: r.rate as 'standard' | 'reduced',
      percent: r.percent,
      net: toPounds(r.net_pence),
      vat: toPounds(r.vat_pence),
    })),
  };
}
