import { MAX_POUNDS, toPence } from './fields';
import { vatRateRows } from './sale-shapes';

/**
 * Deposits and staged payments: a quote may ask for a deposit, a percentage of its total or a fixed
 * amount (what the customer pays, VAT included). The deposit invoice is a VAT invoice for the deposit
 * alone, its VAT split over the quote's lines and rates in proportion; the final invoice shows the whole
 * job less the deposit's net and VAT, so the two invoices' VAT adds up to the VAT of the whole job, to the
 * penny (svc-pos/README.md, "Deposits").
 */

export const DEPOSIT_KINDS = ['percent', 'amount'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];

export const DEPOSIT_TOO_SMALL = 'The deposit must be more than 0.';
export const DEPOSIT_PERCENT_TOO_LARGE = 'A deposit percentage must be less than 100.';
/** Checked where the quote's total is known: by svc-pos, and by the quote form on its own total. */
export const DEPOSIT_AMOUNT_TOO_LARGE = 'The deposit must be less than the quote total.';

/**
 * A quote's deposit as the form sends it: none (null or absent), `{ kind: 'percent', value: 30 }` (30% of
 * the quote's total, rounded to the penny, halves up) or `{ kind: 'amount', value: 250 }` (£250, VAT
 * included), at most two decimals either way.
 */
export const depositField = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['kind', 'value'],
  properties: {
    kind: { type: 'string', enum: DEPOSIT_KINDS },
    value: {
      type: 'number',
      multipleOf: 0.01,
      exclusiveMinimum: 0,
      maximum: MAX_POUNDS,
      errorMessage: { exclusiveMinimum: DEPOSIT_TOO_SMALL },
    },
  },
  if: { properties: { kind: { const: 'percent' } }, required: ['kind'] },
  then: {
    properties: {
      value: {
        type: 'number',
        exclusiveMaximum: 100,
        errorMessage: { exclusiveMaximum: DEPOSIT_PERCENT_TOO_LARGE },
      },
    },
  },
} as const;

const pounds = { type: 'number' } as const;

/** What a quote's deposit comes to: `amount` (VAT included) and, on a VAT quote, its net and VAT. */
export const quoteDepositShape = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'percent', 'amount', 'net', 'vat'],
  properties: {
    kind: { type: 'string', enum: DEPOSIT_KINDS },
    /** The percentage asked (null for a fixed amount). */
    percent: { type: ['number', 'null'] },
    amount: pounds,
    net: pounds,
    vat: pounds,
  },
} as const;

/** An invoice made from a quote's deposit (`getOrders?id=order_id`). */
export const depositInvoiceRefShape = {
  type: 'object',
  additionalProperties: false,
  required: ['order_id', 'invoice_no'],
  properties: { order_id: { type: 'string' }, invoice_no: { type: 'integer' } },
} as const;

/** On a deposit invoice: the quote it is the deposit of. */
export const depositOfShape = {
  type: 'object',
  additionalProperties: false,
  required: ['quote_id', 'quote_no', 'kind', 'percent'],
  properties: {
    quote_id: { type: 'string' },
    quote_no: { type: 'integer' },
    kind: { type: 'string', enum: DEPOSIT_KINDS },
    percent: { type: ['number', 'null'] },
    /** The final invoice that deducted it: it is then credited there, not here. */
    deducted_in: { type: ['integer', 'null'] },
  },
} as const;

const figures = { net: pounds, vat: pounds, gross: pounds, summary: vatRateRows } as const;

/**
 * On a final invoice: the whole job (`supply`: the lines' figures, as the quote had them), the deposits
 * deducted (in total and per rate, and per deposit invoice), and `total` = supply gross - deducted gross.
 * On a VAT invoice the invoice's own `vat` is the supply's less the deduction's, per rate.
 */
export const depositDeductionShape = {
  type: 'object',
  additionalProperties: false,
  required: ['supply', 'net', 'vat', 'gross', 'summary', 'invoices'],
  properties: {
    supply: {
      type: 'object',
      additionalProperties: false,
      required: ['net', 'vat', 'gross', 'summary'],
      properties: figures,
    },
    ...figures,
    invoices: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['order_id', 'invoice_no', 'net', 'vat', 'gross'],
        properties: {
          order_id: { type: 'string' },
          invoice_no: { type: 'integer' },
          net: pounds,
          vat: pounds,
          gross: pounds,
        },
      },
    },
  },
} as const;

/**
 * The deposit, VAT included, in integer pence, on a job of `totalPence`: a percentage of the total rounded
 * to the penny, halves up (the rounding of every VAT figure), or the amount typed. svc-pos stores it; the
 * quote form shows it as typed.
 */
export function depositGrossPence(totalPence: number, kind: DepositKind, value: number): number {
  if (kind === 'amount') return toPence(value);
  // Hundredths of a percent, so 12.5% and 33.33% are exact integers.
  const basisPoints = BigInt(Math.round(value * 100));
  return Number((BigInt(totalPence) * basisPoints * 2n + 10_000n) / 20_000n);
}
