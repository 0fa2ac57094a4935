/**
 * What an invoice and a quote show alike (views.ts and quotes.ts): the customer as typed on the document
 * and a line as sold. One shape each, so the two documents never drift apart.
 */

import { idField, pageQueryProperties } from '../common';
import { VAT_RATES } from './vat';

/** What a sale line sells: a catalogue service, free text, or a material from the materials list. */
export const SALE_LINE_KINDS = ['service', 'text', 'material'] as const;
export type SaleLineKind = (typeof SALE_LINE_KINDS)[number];

/** A line's part for the Construction Industry Scheme: CIS is deducted from labour, never from materials. */
export const CIS_PARTS = ['labour', 'materials'] as const;
export type CisPart = (typeof CIS_PARTS)[number];

/** A material line is materials for CIS unless the clerk says otherwise; every other line is labour. */
export const defaultCisPart = (kind: SaleLineKind | undefined): CisPart =>
  kind === 'material' ? 'materials' : 'labour';

/** A line's qty as a document prints it: with its unit when it has one ("12.5 m", "2 hour"). */
export const qtyWithUnit = (line: { qty: number; unit?: string | null }): string =>
  line.unit ? `${line.qty} ${line.unit}` : String(line.qty);

/** Pounds as the API shows them (integer pence / 100 on the server). */
const pounds = { type: 'number' } as const;

/** The customer as the document keeps it (its own copy, not the customer record). */
export const customerSnapshotShape = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'phone', 'email', 'address'],
  properties: {
    name: { type: 'string' },
    phone: { type: 'string' },
    email: { type: 'string' },
    address: { type: ['string', 'null'] },
  },
} as const;

/** A line: the service (`id`), its name as labelled, price, qty and price x qty. */
export const saleLineProperties = {
  id: { type: 'string' },
  name: { type: 'string' },
  price: pounds,
  /** Up to three decimals (1.5 hours); `total` is price x qty to the penny, halves up. */
  qty: { type: 'number', minimum: 1 },
  total: pounds,
  /**
   * What the line sells: a catalogue service (`id` is the service's; lines from before kinds have none),
   * free text (`id` is ''), or a material from the materials list (`id` and `material_id` are its id).
   */
  kind: { type: 'string', enum: SALE_LINE_KINDS },
  material_id: { type: 'string' },
  /** The unit the qty counts (`each`, `m`, `hour`...); null when the line names none. */
  unit: { type: ['string', 'null'] },
  /** Cost price per unit (excluding VAT), and the line's cost (unit cost x qty, halves up). */
  unit_cost: { type: ['number', 'null'] },
  cost: pounds,
  /** For the CIS deduction: labour (deducted from) or materials (not). */
  cis_part: { type: 'string', enum: CIS_PARTS },
} as const;

export const SALE_LINE_REQUIRED = ['id', 'name', 'price', 'qty', 'total'] as const;

/**
 * A list call that also answers one record (`getOrders`, `getQuotes`): `?id=` for one, else a page newest
 * first, searched and filtered by one of `statuses`.
 */
export function documentQuery<const Id extends string, const S extends readonly string[]>(
  $id: Id,
  statuses: S,
) {
  return {
    $id,
    type: 'object',
    additionalProperties: false,
    properties: {
      id: idField,
      ...pageQueryProperties,
      search: { type: 'string', maxLength: 100 },
      status: { type: 'string', enum: statuses },
    },
  } as const;
}

/** The view of such a call: one record with `?id=`, otherwise a page of them (with `meta`). */
export function oneOrPage<const Id extends string, const Shape extends object>($id: Id, shape: Shape) {
  return { $id, anyOf: [shape, { type: 'array', items: shape }] } as const;
}

/** Net, VAT and gross per rate, as a VAT invoice's summary and a credit note's reversal show them. */
export const vatRateRows = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['rate', 'percent', 'net', 'vat', 'gross'],
    properties: {
      rate: { type: 'string', enum: VAT_RATES },
      percent: { type: 'number' },
      net: pounds,
      vat: pounds,
      gross: pounds,
    },
  },
} as const;

/** A VAT document's (invoice's or quote's) figures: the number it shows, how its prices were typed, totals and one row per rate. */
export const vatSummaryShape = {
  type: 'object',
  additionalProperties: false,
  required: ['number', 'prices_include_vat', 'net', 'vat', 'gross', 'summary'],
  properties: {
    /** As stored (`GB123456789`); shown grouped (`formatVatNumber`). */
    number: { type: 'string' },
    prices_include_vat: { type: 'boolean' },
    net: pounds,
    vat: pounds,
    gross: pounds,
    summary: vatRateRows,
  },
} as const;

/**
 * A line's VAT on a VAT document (invoice or quote; `vat` not null): its rate as it was when put on the
 * document, its share of the discount, and its net, VAT and gross after that share (vatBreakdown in ./vat.ts).
 */
export const saleVatLineProperties = {
  vat_rate: { type: 'string', enum: VAT_RATES },
  vat_percent: { type: 'number' },
  line_discount: pounds,
  net: pounds,
  vat: pounds,
  gross: pounds,
} as const;
