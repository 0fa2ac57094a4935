import {
  vatBreakdown,
  type InvoiceSettingsView,
  type ProductView,
  type VatBreakdown,
  type VatRate,
} from '@voltdesk/contracts';
import { penceOr0, penceToInput, poundsToPence } from './money';
import { lineTotalsOf, type TypedLine } from './sale-form';

/**
 * What the POS form and the quote form show of a sale's VAT while the clerk types, by the rule svc-pos
 * saves invoices and quotes with (the contract's `vatBreakdown`). One copy, so a quote's total is the
 * invoice it becomes.
 */

/** A line as typed, with the VAT rate svc-pos will charge it at. */
export interface RatedLine extends TypedLine {
  /** Its service's rate, or the rate the saved invoice or quote has it at (svc-pos keeps that one). */
  rate: VatRate;
}

/**
 * How the invoice or quote on the form charges VAT: null when it charges none (the business is not VAT
 * registered, or the document being edited was saved without VAT), else whether its prices include VAT.
 */
export type SaleVatTerms = { prices_include_vat: boolean } | null;

/** A new document's terms, from the settings, as svc-pos decides them (registered with a number). */
export const vatTermsOfSettings = (settings: InvoiceSettingsView | undefined): SaleVatTerms =>
  settings?.vat_registered && settings.vat_number
    ? { prices_include_vat: settings.prices_include_vat }
    : null;

/** A saved invoice or quote keeps the terms it was saved with (a change of the settings never alters it). */
export const vatTermsOfSaved = (doc: { vat?: { prices_include_vat: boolean } | null }): SaleVatTerms =>
  doc.vat ? { prices_include_vat: doc.vat.prices_include_vat } : null;

/** A saved line's rate; lines saved before VAT have none and count as standard, as svc-pos reads them. */
export const rateOfSaved = (line: { vat_rate?: VatRate }): VatRate => line.vat_rate ?? 'standard';

/** A service put on the form: its price as typed, qty 1, the rate the saved document has it at or its own. */
export const lineOfService = (service: ProductView, keptRates: ReadonlyMap<string, VatRate>): RatedLine => ({
  id: service.id,
  name: service.name,
  price: penceToInput(poundsToPence(service.price)),
  qty: '1',
  rate: keptRates.get(service.id) ?? service.vat_rate ?? 'standard',
});

/** The price column's header with the terms: "Price (£)", "Price (£, ex. VAT)", "Price (£, inc. VAT)". */
export const priceHeaderOf = (terms: SaleVatTerms): string =>
  terms ? `Price (£, ${terms.prices_include_vat ? 'inc.' : 'ex.'} VAT)` : 'Price (£)';

/** A line's rate as a VAT column shows it: "20%", "5%", "0%" or "Exempt". */
export function vatRateCell(rate: string | undefined, percent: number | undefined): string {
  return rate === 'exempt' ? 'Exempt' : `${percent ?? 0}%`;
}

export interface SaleTotals {
  /** Line totals in pence, in line order. */
  lines: number[];
  subTotal: number;
  discount: number;
  /** What the customer pays: sub total - discount, or on a VAT sale its gross. */
  total: number;
  /** A VAT sale's figures (per line and in total); null otherwise. */
  vat: VatBreakdown | null;
}

/**
 * The running amounts of a sale as typed, all in integer pence (what is not a valid amount yet counts 0):
 * line = price x qty; total = sub total - discount (spec section 9). On a VAT sale the VAT is the
 * contract's `vatBreakdown` (discount apportioned before VAT, VAT per line halves up) and the total is its
 * gross: with prices excluding VAT, what the customer pays is the lines plus their VAT.
 */
export function saleTotalsOf(
  items: readonly RatedLine[],
  discountText: string,
  terms: SaleVatTerms,
): SaleTotals {
  const { lines, subTotal } = lineTotalsOf(items);
  const discount = penceOr0(discountText);
  // A discount above the sub total has its own message; the figures meanwhile take all of it off.
  const vat = terms
    ? vatBreakdown(
        items.map((l, i) => ({ amount_pence: lines[i]!, rate: l.rate })),
        Math.min(discount, subTotal),
        terms.prices_include_vat,
      )
    : null;
  return { lines, subTotal, discount, total: vat ? vat.gross_pence : Math.max(0, subTotal - discount), vat };
}
