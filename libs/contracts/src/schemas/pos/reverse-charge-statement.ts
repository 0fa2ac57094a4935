import { toPence } from './fields';
import { formatInvoicePence } from './invoice-figures';
import type { ReverseChargeView } from './reverse-charge';
import { VAT_RATE_LABELS } from './vat';

/** The reverse-charge block every rendering of a document prints (POS, PDF, the customer's page). */
export interface ReverseChargeStatement {
  /** REVERSE_CHARGE_WORDING, printed as is. */
  wording: string;
  /** One row per rate: "Standard 20%", the net, the VAT the customer accounts for (pence). */
  rows: Array<{ label: string; net_pence: number; vat_pence: number }>;
  /** "Reverse-charge VAT for the customer to account for: £200.00". */
  total: string;
  vat_pence: number;
}

/** The column heading of the customer's VAT in the block's table. */
export const REVERSE_CHARGE_VAT_HEADING = 'VAT to account for';

/** What a reverse-charged document prints (null for any other): one computation for every rendering. */
export function reverseChargeStatement(doc: {
  reverse_charge?: ReverseChargeView | null;
}): ReverseChargeStatement | null {
  const rc = doc.reverse_charge;
  if (!rc) return null;
  const vat = toPence(rc.vat);
  return {
    wording: rc.wording,
    rows: rc.summary.map((r) => ({
      label: VAT_RATE_LABELS[r.rate],
      net_pence: toPence(r.net),
      vat_pence: toPence(r.vat),
    })),
    total: `Reverse-charge VAT for the customer to account for: ${formatInvoicePence(vat)}`,
    vat_pence: vat,
  };
}
