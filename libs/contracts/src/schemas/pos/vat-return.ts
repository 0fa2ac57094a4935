import type { FromSchema } from 'json-schema-to-ts';
import { id, pounds } from './view-fields';

const money = pounds;
/** Boxes 6 to 9 are whole pounds on the return (HMRC: leave out the pence). */
const wholePounds = { type: 'integer' } as const;

/** An invoice or credit note behind boxes 1 and 6 (a credit note counts against them). */
const saleDocument = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'order_id', 'number', 'date', 'net', 'vat'],
  properties: {
    kind: { type: 'string', enum: ['invoice', 'credit_note'] },
    /** The invoice's id (a credit note's is its invoice's), to open it in the POS. */
    order_id: id,
    /** The invoice or credit note number. */
    number: { type: ['integer', 'null'] },
    date: { type: 'string' },
    /** Negative for a credit note. */
    net: money,
    vat: money,
    /** A reverse-charged sale: in box 6 at its net, no VAT in box 1 (its customer accounts for it). */
    reverse_charge: { type: 'boolean' },
  },
} as const;

/** An expense behind boxes 4 and 7. */
const purchaseDocument = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'date', 'supplier', 'net', 'vat'],
  properties: { id, date: { type: 'string' }, supplier: { type: 'string' }, net: money, vat: money },
} as const;

/**
 * The nine boxes of a VAT return for a period (usually a VAT quarter), worked from the VAT invoices and credit
 * notes issued in it (as the VAT report counts them) and the expenses dated in it, with the documents behind
 * each box. Boxes 2, 8 and 9 are trade in goods with the EU, which a UK electrical contractor does not do
 * (Northern Ireland aside): always 0 here. Invoices issued while not VAT registered carry no VAT figures and
 * are left out (`not_analysed` counts them), as the VAT report does.
 */
export const vatReturnView = {
  $id: 'pos.views.vatReturn',
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to', 'time_zone', 'boxes', 'sales', 'purchases', 'not_analysed'],
  properties: {
    from: { type: 'string' },
    to: { type: 'string' },
    time_zone: { type: 'string' },
    boxes: {
      type: 'object',
      additionalProperties: false,
      required: ['box1', 'box2', 'box3', 'box4', 'box5', 'box6', 'box7', 'box8', 'box9'],
      properties: {
        /** VAT due on sales and other outputs. */
        box1: money,
        /** VAT due on acquisitions of goods from the EU (Northern Ireland only). */
        box2: money,
        /** Total VAT due: box 1 + box 2. */
        box3: money,
        /** VAT reclaimed on purchases and other inputs. */
        box4: money,
        /** Net VAT to pay (positive) or reclaim (negative): box 3 - box 4. */
        box5: money,
        /** Total sales and other outputs, excluding VAT. */
        box6: wholePounds,
        /** Total purchases and other inputs, excluding VAT. */
        box7: wholePounds,
        /** Supplies of goods to the EU, excluding VAT. */
        box8: wholePounds,
        /** Acquisitions of goods from the EU, excluding VAT. */
        box9: wholePounds,
      },
    },
    /** What boxes 1 and 6 are made of. */
    sales: { type: 'array', items: saleDocument },
    /** What boxes 4 and 7 are made of. */
    purchases: { type: 'array', items: purchaseDocument },
    not_analysed: {
      type: 'object',
      additionalProperties: false,
      required: ['count', 'amount'],
      properties: { count: { type: 'integer' }, amount: money },
    },
  },
} as const;
export type VatReturnData = FromSchema<typeof vatReturnView>;
export type VatReturnSale = VatReturnData['sales'][number];
