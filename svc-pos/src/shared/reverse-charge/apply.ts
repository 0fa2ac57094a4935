import type { VatRate } from '@voltdesk/contracts';
import type { StoredSaleLine } from '../sale-lines';
import { applyVat, type VatLineFigures, type VatTerms } from '../vat';
import {
  CANNOT_REVERSE_CHARGE,
  decideReverseCharge,
  type ReverseChargeCustomer,
  type ReverseChargeLine,
} from './rule';

/** What a sale document's VAT is worked from besides its lines: the customer and the order form's switch. */
export interface ReverseChargeInput {
  /** The customer record's reverse-charge fields; null for a new customer (none set yet). */
  customer: ReverseChargeCustomer | null;
  /** The form's switch: true, false, or null/absent to follow the customer and the rule. */
  requested: boolean | null | undefined;
}

/** The rule's view of a line; `cis_part` is the line's CIS part where the line carries one. */
const ruleLine = (l: StoredSaleLine & VatLineFigures): ReverseChargeLine => ({
  net_pence: l.net_pence ?? 0,
  vat_rate: l.vat_rate ?? 'standard',
  // Lines that say their CIS part carry `cis_part` (labour or materials); the stored line type of this
  // module does not name it, so it is read where present.
  cis_part: (l as { cis_part?: ReverseChargeLine['cis_part'] }).cis_part ?? null,
});

/**
 * applyVat with the reverse charge decided (rule.ts): the figures worked as usual first, since the rule
 * reads each line's net, then again without VAT charged when the invoice is reverse charged. A switch
 * turned on for an invoice the reverse charge cannot cover puts its message under `reverse_charge` in
 * `errors`.
 */
export function applyVatWithReverseCharge<L extends StoredSaleLine & VatLineFigures>(
  lines: readonly (L & { vat_rate: VatRate })[],
  discountPence: number,
  terms: VatTerms,
  rc: ReverseChargeInput,
  errors: Record<string, string[]>,
): ReturnType<typeof applyVat<L>> {
  const usual = applyVat(lines, discountPence, terms);
  const decision = decideReverseCharge({
    vatInvoice: terms !== null,
    customer: rc.customer,
    requested: rc.requested,
    lines: usual.items.map(ruleLine),
  });
  if (rc.requested === true && !decision.applies) {
    errors.reverse_charge = [CANNOT_REVERSE_CHARGE[decision.reason] ?? 'The reverse charge does not apply.'];
  }
  return decision.applies ? applyVat(lines, discountPence, terms, true) : usual;
}
