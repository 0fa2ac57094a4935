import { toPounds } from '@voltdesk/contracts';

/** What the report aggregations share: how payments, void invoices and sums in pence are read. */

/** A payment entry's kind; entries from before kinds existed are told by their sign. */
export const KIND = {
  $ifNull: ['$payments.kind', { $cond: [{ $lt: ['$payments.amount_pence', 0] }, 'correction', 'payment'] }],
};
/** Payments recorded before methods existed were cash (orders/serializer.ts says the same). */
export const METHOD = { $ifNull: ['$payments.method', 'cash'] };
/** True for a void invoice (`voided_at` is a date), false otherwise, also when absent. */
export const IS_VOID = { $cond: [{ $ifNull: ['$voided_at', false] }, true, false] };
/** Not void: `voided_at` null or absent. */
export const NOT_VOID = { voided_at: null };

export interface Sum {
  count: number;
  amount: number;
}
export const sumOf = (s: Sum | undefined) => ({ count: s?.count ?? 0, amount: toPounds(s?.amount ?? 0) });

/** A VAT rate's sums in pence, as an aggregation groups them. */
export interface RateSum {
  _id: { rate: string; percent: number };
  net: number;
  vat: number;
  gross: number;
}
export interface NetVatGross {
  net: number;
  vat: number;
  gross: number;
}
export const pence = (r: RateSum | undefined): NetVatGross => ({
  net: r?.net ?? 0,
  vat: r?.vat ?? 0,
  gross: r?.gross ?? 0,
});
export const minus = (a: NetVatGross, b: NetVatGross): NetVatGross => ({
  net: a.net - b.net,
  vat: a.vat - b.vat,
  gross: a.gross - b.gross,
});
export const pounds = (s: NetVatGross): NetVatGross => ({
  net: toPounds(s.net),
  vat: toPounds(s.vat),
  gross: toPounds(s.gross),
});
