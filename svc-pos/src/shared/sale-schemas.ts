import { Schema } from 'mongoose';

/**
 * The stored parts an invoice (orders) and a quote have alike: the customer as invoiced or quoted, the
 * lines with their VAT figures, and the VAT of the document. One definition, so a quote's lines and VAT
 * are stored as the invoice it becomes stores them.
 */

/** The customer as the document names them (a snapshot: the customer record may change later). */
export const customerSnapshotField = {
  _id: false,
  type: new Schema(
    { name: String, phone: String, email: String, address: { type: String, default: null } },
    { _id: false },
  ),
};

/**
 * A line: the service id (the material's on a material line, '' on free text), its own name and price,
 * qty, total and (on a VAT document) its VAT figures; its kind, unit, cost and CIS part (sale-lines.ts).
 */
export const saleLineSchema = new Schema(
  {
    product_id: String,
    name: String,
    price_pence: Number,
    qty: Number,
    total_pence: Number,
    vat_rate: String,
    discount_pence: Number,
    net_pence: Number,
    vat_pence: Number,
    gross_pence: Number,
    kind: String,
    material_id: String,
    unit: String,
    unit_cost_pence: Number,
    cost_pence: Number,
    cis_part: String,
  },
  { _id: false },
);

/** One rate's totals in a VAT summary. */
export const vatRateRowSchema = new Schema(
  { rate: String, percent: Number, net_pence: Number, vat_pence: Number, gross_pence: Number },
  { _id: false },
);

/** The document's VAT (number, terms, totals, summary per rate); null when it was made without VAT. */
export const documentVatField = {
  type: new Schema(
    {
      number: String,
      prices_include_vat: Boolean,
      net_pence: Number,
      vat_pence: Number,
      gross_pence: Number,
      summary: [vatRateRowSchema],
    },
    { _id: false },
  ),
  default: null,
};
