import { vatBreakdown, type VatRate } from '@voltdesk/contracts';
import type { OrderItem, OrderVat } from './model';

/**
 * How an invoice charges VAT, fixed when it is issued: not at all (null: the business was not VAT
 * registered), or with this VAT number and with prices typed including VAT or not. An update of the invoice
 * keeps its terms, so a change of the settings never alters an issued invoice.
 */
export type VatTerms = { number: string; prices_include_vat: boolean } | null;

/** The settings new invoices follow (invoice-settings/service.ts). */
export interface VatSettingsSource {
  current(): Promise<{ vat_registered: boolean; vat_number: string | null; prices_include_vat: boolean }>;
}

/** The terms of a new invoice from the current settings. */
export async function termsForNewInvoice(settings: VatSettingsSource | undefined): Promise<VatTerms> {
  const s = await settings?.current();
  return s?.vat_registered && s.vat_number
    ? { number: s.vat_number, prices_include_vat: s.prices_include_vat }
    : null;
}

/** The terms an issued invoice was made with (orders from before VAT were not VAT invoices). */
export const termsOf = (order: { vat?: OrderVat | null }): VatTerms =>
  order.vat ? { number: order.vat.number, prices_include_vat: order.vat.prices_include_vat } : null;

/**
 * The invoice's lines with their VAT, its total and its VAT figures, in integer pence, by the one rounding
 * rule (libs/contracts schemas/pos/vat.ts `vatBreakdown`: discount apportioned pro rata before VAT, VAT per
 * line rounded to the penny halves up, every total a sum of lines; svc-pos/README.md "VAT").
 *
 * Without terms (not registered), the lines keep only their rate and the total is sub total - discount,
 * exactly as before VAT existed.
 */
export function applyVat(
  items: readonly (OrderItem & { vat_rate: VatRate })[],
  discountPence: number,
  terms: VatTerms,
): { items: OrderItem[]; total_pence: number; vat: OrderVat | null } {
  const subTotal = items.reduce((sum, i) => sum + i.total_pence, 0);
  if (!terms) {
    return { items: items.map((i) => ({ ...i })), total_pence: subTotal - discountPence, vat: null };
  }
  const vat = vatBreakdown(
    items.map((i) => ({ amount_pence: i.total_pence, rate: i.vat_rate })),
    discountPence,
    terms.prices_include_vat,
  );
  return {
    items: items.map((item, i) => {
      const line = vat.lines[i]!;
      return {
        ...item,
        discount_pence: line.discount_pence,
        net_pence: line.net_pence,
        vat_pence: line.vat_pence,
        gross_pence: line.gross_pence,
      };
    }),
    total_pence: vat.gross_pence,
    vat: {
      number: terms.number,
      prices_include_vat: terms.prices_include_vat,
      net_pence: vat.net_pence,
      vat_pence: vat.vat_pence,
      gross_pence: vat.gross_pence,
      summary: vat.summary,
    },
  };
}
