import type { EndUserStatus, VatRate } from '@voltdesk/contracts';

/**
 * Which invoice is reverse charged under the UK VAT domestic reverse charge for building and construction
 * services (HMRC guidance "VAT domestic reverse charge for building and construction services"). The
 * worked cases are in svc-pos/README.md "Domestic reverse charge".
 */

/** How the customer stands (customers/model.ts; a customer saved before these fields: none of them). */
export interface ReverseChargeCustomer {
  vat_registered: boolean;
  cis_registered: boolean;
  end_user_status: EndUserStatus;
}

/** What the rule reads of a line: its net after its share of the discount, its rate, its CIS part. */
export interface ReverseChargeLine {
  net_pence: number;
  vat_rate: VatRate;
  /** A construction (CIS) line: labour, or materials supplied with it. Absent: not said. */
  cis_part?: 'labour' | 'materials' | null;
}

export type ReverseChargeReason =
  | 'not_a_vat_invoice'
  | 'no_reverse_charge_services'
  | 'switched_on'
  | 'switched_off'
  | 'customer_not_vat_registered'
  | 'customer_not_cis_registered'
  | 'end_user'
  | 'intermediary_supplier'
  | 'five_percent_disregard'
  | 'applies';

export interface ReverseChargeDecision {
  applies: boolean;
  reason: ReverseChargeReason;
}

/** The reverse charge covers standard and reduced rated supplies only; zero rated and exempt are outside. */
const CHARGEABLE: ReadonlySet<VatRate> = new Set(['standard', 'reduced']);

/**
 * The lines the reverse charge would cover: standard or reduced rated construction services. When any
 * line of the invoice says its CIS part (labour or materials), only those lines are construction services;
 * when none does (invoices made before lines carried it), every standard or reduced rated line is.
 */
export function reverseChargeValue(lines: readonly ReverseChargeLine[]): number {
  const marked = lines.some((l) => l.cis_part);
  return lines
    .filter((l) => CHARGEABLE.has(l.vat_rate) && (!marked || l.cis_part))
    .reduce((a, l) => a + l.net_pence, 0);
}

/**
 * Whether the invoice is reverse charged, and why. In this order:
 *
 * 1. Only a VAT invoice can be (the business charges VAT), and only when it has lines the reverse charge
 *    covers (standard or reduced rated construction services): a zero rated invoice never is.
 * 2. The order form's switch, when set, decides (the clerk may know what the customer record does not).
 * 3. Otherwise the customer: registered for VAT, registered for CIS (the payment is reported within CIS),
 *    and neither an end user nor an intermediary supplier.
 * 4. The 5% disregard: when the services the reverse charge covers are 5% or less of the invoice's net
 *    value, the reverse charge does not apply and the whole invoice carries VAT as usual. Above it, the
 *    whole invoice is reverse charged (a mixed supply follows its construction part): its zero rated and
 *    exempt lines stay as they are (no VAT either way).
 */
export function decideReverseCharge(input: {
  vatInvoice: boolean;
  customer: ReverseChargeCustomer | null;
  requested: boolean | null | undefined;
  lines: readonly ReverseChargeLine[];
}): ReverseChargeDecision {
  const no = (reason: ReverseChargeReason) => ({ applies: false, reason });
  if (!input.vatInvoice) return no('not_a_vat_invoice');
  const covered = reverseChargeValue(input.lines);
  if (covered <= 0) return no('no_reverse_charge_services');
  if (input.requested === true) return { applies: true, reason: 'switched_on' };
  if (input.requested === false) return no('switched_off');
  const c = input.customer;
  if (!c?.vat_registered) return no('customer_not_vat_registered');
  if (!c.cis_registered) return no('customer_not_cis_registered');
  if (c.end_user_status === 'end_user') return no('end_user');
  if (c.end_user_status === 'intermediary') return no('intermediary_supplier');
  const total = input.lines.reduce((a, l) => a + l.net_pence, 0);
  // 5% or less, compared in whole pence: covered / total <= 5 / 100.
  if (covered * 100 <= total * 5) return no('five_percent_disregard');
  return { applies: true, reason: 'applies' };
}

/** The 422 message when the switch is on for an invoice the reverse charge cannot cover. */
export const CANNOT_REVERSE_CHARGE: Partial<Record<ReverseChargeReason, string>> = {
  not_a_vat_invoice: 'The reverse charge applies only to a VAT invoice: the business is not VAT registered.',
  no_reverse_charge_services:
    'The reverse charge applies only to standard or reduced rated construction services.',
};
