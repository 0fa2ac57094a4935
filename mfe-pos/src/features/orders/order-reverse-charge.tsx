import { useId } from 'react';
import type { VatBreakdown } from '@voltdesk/contracts';
import type { SaleTotals, SaleVatTerms } from '../../shared/sale-vat';
import type { OrderFormValues } from './order-form-model';
import type { SetOrderField } from './use-order-form';

/** The order form's reverse-charge switch: by the customer and the rule, on, or off. */
export type ReverseChargeSwitch = 'auto' | 'on' | 'off';

const CHOICES: ReadonlyArray<readonly [ReverseChargeSwitch, string]> = [
  ['auto', 'From the customer (decided when saved)'],
  ['on', 'Reverse charge: customer accounts for the VAT'],
  ['off', 'Charge VAT as usual'],
];

/** The switch as the order saved it (`reverse_charge_choice`). */
export const switchOfChoice = (choice: boolean | null | undefined): ReverseChargeSwitch =>
  choice === true ? 'on' : choice === false ? 'off' : 'auto';

/** What the form sends: nothing for `auto` (svc-pos decides), else the switch. */
export const reverseChargeRequest = (s: ReverseChargeSwitch | undefined) =>
  s === 'on' ? { reverse_charge: true } : s === 'off' ? { reverse_charge: false } : {};

/**
 * The running totals with the switch on: no VAT charged (each line's gross is its net) and the total is the
 * net, as svc-pos will compute the invoice. `auto` shows VAT as usual until svc-pos decides.
 */
export function reverseChargedTotals<T extends SaleTotals>(totals: T, s: ReverseChargeSwitch | undefined): T {
  if (s !== 'on' || !totals.vat) return totals;
  const free = <L extends { net_pence: number }>(l: L) => ({ ...l, vat_pence: 0, gross_pence: l.net_pence });
  const vat: VatBreakdown = {
    ...free(totals.vat),
    lines: totals.vat.lines.map(free),
    summary: totals.vat.summary.map(free),
  };
  return { ...totals, vat, total: vat.net_pence };
}

/**
 * The domestic reverse charge on this invoice (VAT invoices only): by default svc-pos decides from the
 * customer's fields (VAT and CIS registered contractor, not an end user or intermediary) and the lines;
 * the clerk may turn it on or off.
 */
export function OrderReverseCharge({
  values,
  set,
  vatTerms,
}: {
  values: OrderFormValues;
  set: SetOrderField;
  vatTerms: SaleVatTerms;
}) {
  const id = useId();
  if (!vatTerms) return null;
  return (
    <div className="pos-inline-field">
      <label htmlFor={id}>Domestic reverse charge</label>
      <select
        id={id}
        className="vd-input"
        value={values.reverse_charge ?? 'auto'}
        onChange={(e) => set('reverse_charge', e.target.value as ReverseChargeSwitch)}
      >
        {CHOICES.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}
