import {
  toPounds,
  VAT_PERCENT,
  vatBreakdown,
  type OrderVatView,
  type VatBreakdown,
  type VatRate,
} from '@voltdesk/contracts';
import type { StoredSaleLine } from './sale-lines';

/**
 * VAT on a sale document, invoice or quote alike, by the one rounding rule (libs/contracts
 * schemas/pos/vat.ts `vatBreakdown`: discount apportioned pro rata before VAT, VAT per line rounded to the
 * penny halves up, every total a sum of lines; svc-pos/README.md "VAT").
 */

/**
 * How a document charges VAT, fixed when it is made: not at all (null: the business was not VAT
 * registered), or with this VAT number and with prices typed including VAT or not. An update of the
 * document keeps its terms, so a change of the settings never alters an issued invoice or a quote given.
 */
export type VatTerms = { number: string; prices_include_vat: boolean } | null;

/** The settings new documents follow (invoice-settings/service.ts). */
export interface VatSettingsSource {
  current(): Promise<{ vat_registered: boolean; vat_number: string | null; prices_include_vat: boolean }>;
}

/** A line's rate as put on the document, and on a VAT document its share of the discount and figures. */
export interface VatLineFigures {
  vat_rate?: VatRate;
  discount_pence?: number;
  net_pence?: number;
  vat_pence?: number;
  gross_pence?: number;
}

/** A VAT document's figures, as made. */
export interface DocumentVat {
  /** The VAT number the document shows (`GB123456789`). */
  number: string;
  prices_include_vat: boolean;
  net_pence: number;
  vat_pence: number;
  gross_pence: number;
  summary: Array<{
    rate: VatRate;
    percent: number;
    net_pence: number;
    vat_pence: number;
    gross_pence: number;
  }>;
}

/**
 * A reverse-charged document's VAT that the customer accounts for (not charged, not in its total): per
 * line (in the document's line order) and per standard or reduced rate, worked by the same rule as VAT
 * charged (per line, halves up).
 */
export interface ReverseChargeVat {
  vat_pence: number;
  lines: number[];
  summary: Array<{ rate: VatRate; percent: number; net_pence: number; vat_pence: number }>;
}

/** The terms of a new document from the current settings. */
export async function termsForNewInvoice(settings: VatSettingsSource | undefined): Promise<VatTerms> {
  const s = await settings?.current();
  return s?.vat_registered && s.vat_number
    ? { number: s.vat_number, prices_include_vat: s.prices_include_vat }
    : null;
}

/** The terms a document was made with (documents from before VAT were not VAT documents). */
export const termsOf = (doc: { vat?: DocumentVat | null }): VatTerms =>
  doc.vat ? { number: doc.vat.number, prices_include_vat: doc.vat.prices_include_vat } : null;

/**
 * The document's lines with their VAT, its total and its VAT figures, in integer pence. Without terms (not
 * registered), the lines keep only their rate and the total is sub total - discount, as before VAT.
 *
 * Reverse charged (`reverseCharge`, a VAT document only): each line's net is worked as usual (with prices
 * including VAT, the VAT in the price is taken out), no VAT is charged (VAT 0, gross = net, the total is
 * the net), and the VAT the line would have charged is the customer's to account for (`reverse_charge`).
 */
export function applyVat<L extends StoredSaleLine & VatLineFigures>(
  items: readonly (L & { vat_rate: VatRate })[],
  discountPence: number,
  terms: VatTerms,
  reverseCharge = false,
): { items: L[]; total_pence: number; vat: DocumentVat | null; reverse_charge: ReverseChargeVat | null } {
  const subTotal = items.reduce((sum, i) => sum + i.total_pence, 0);
  if (!terms) {
    return {
      items: items.map((i) => ({ ...i })),
      total_pence: subTotal - discountPence,
      vat: null,
      reverse_charge: null,
    };
  }
  const charged = vatBreakdown(
    items.map((i) => ({ amount_pence: i.total_pence, rate: i.vat_rate })),
    discountPence,
    terms.prices_include_vat,
  );
  const vat = reverseCharge ? withoutVat(charged) : charged;
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
    reverse_charge: reverseCharge ? reverseChargeVatOf(charged) : null,
  };
}

/** The breakdown with no VAT charged: each line's and rate's gross is its net. */
function withoutVat(b: VatBreakdown): VatBreakdown {
  const free = <T extends { net_pence: number }>(x: T) => ({ ...x, vat_pence: 0, gross_pence: x.net_pence });
  return { ...free(b), lines: b.lines.map(free), summary: b.summary.map(free) };
}

/** The VAT the customer accounts for: what each line would have charged, summed per chargeable rate. */
function reverseChargeVatOf(b: VatBreakdown): ReverseChargeVat {
  return {
    vat_pence: b.vat_pence,
    lines: b.lines.map((l) => l.vat_pence),
    summary: b.summary
      .filter((r) => r.percent > 0)
      .map((r) => ({ rate: r.rate, percent: r.percent, net_pence: r.net_pence, vat_pence: r.vat_pence })),
  };
}

/** A line's VAT figures in pounds on a VAT document (lines saved before VAT were standard rated). */
export function vatOfLine(i: VatLineFigures) {
  const rate = i.vat_rate ?? 'standard';
  return {
    vat_rate: rate,
    vat_percent: VAT_PERCENT[rate],
    line_discount: toPounds(i.discount_pence ?? 0),
    net: toPounds(i.net_pence ?? 0),
    vat: toPounds(i.vat_pence ?? 0),
    gross: toPounds(i.gross_pence ?? 0),
  };
}

/** One rate's figures in pounds (a VAT document's summary, a credit note's). */
export const rateRow = (r: DocumentVat['summary'][number]) => ({
  rate: r.rate,
  percent: r.percent,
  net: toPounds(r.net_pence),
  vat: toPounds(r.vat_pence),
  gross: toPounds(r.gross_pence),
});

/** A VAT document's figures in pounds. */
export function serializeVat(v: DocumentVat): OrderVatView {
  return {
    number: v.number,
    prices_include_vat: v.prices_include_vat,
    net: toPounds(v.net_pence),
    vat: toPounds(v.vat_pence),
    gross: toPounds(v.gross_pence),
    summary: v.summary.map(rateRow),
  };
}
