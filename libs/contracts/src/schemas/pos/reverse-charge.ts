import type { FromSchema } from 'json-schema-to-ts';

/**
 * The UK VAT domestic reverse charge for building and construction services (VAT Act 1994 s55A; HMRC's
 * "VAT domestic reverse charge for building and construction services" guidance): the fields a customer
 * and an invoice carry, the wording a reverse-charged invoice or credit note must state, and the shape of
 * the VAT the customer accounts for. svc-pos decides and computes (svc-pos/src/reverse-charge); the POS,
 * the PDF and the customer's document page show these fields as sent.
 */

/** The statement HMRC's guidance gives for a reverse-charged invoice (and a credit note of one). */
export const REVERSE_CHARGE_WORDING = 'Customer to account to HMRC for the reverse charge';

/**
 * How a customer stands under the reverse charge: `contractor` (buys construction services to supply
 * them on), `end_user` or `intermediary` (an end user or an intermediary supplier who has told the
 * business so in writing: the reverse charge does not apply to either).
 */
export const END_USER_STATUSES = ['contractor', 'end_user', 'intermediary'] as const;
export type EndUserStatus = (typeof END_USER_STATUSES)[number];

/** The customer's reverse-charge fields, as `updateCustomer` takes them (each optional: absent, kept). */
export const customerReverseChargeProperties = {
  /** The customer is registered for VAT in the UK. */
  vat_registered: { type: 'boolean' },
  /** The customer is a contractor registered for CIS (the payment is reported within CIS). */
  cis_registered: { type: 'boolean' },
  end_user_status: { type: 'string', enum: END_USER_STATUSES },
} as const;

/** The same fields as the customer view always sends them (a customer saved before them: false, contractor). */
export const customerReverseChargeView = customerReverseChargeProperties;

/**
 * The order form's switch: true reverse charges the invoice, false charges VAT as usual, null (or absent)
 * lets svc-pos decide from the customer's fields and the rule (svc-pos/README.md "Domestic reverse charge").
 */
export const reverseChargeChoiceField = { type: ['boolean', 'null'] } as const;

const pounds = { type: 'number' } as const;

/**
 * The VAT the customer accounts for on a reverse-charged invoice or credit note (not charged, not in the
 * total): per rate the net and that VAT, worked per line by the invoice's one rounding rule.
 */
export const reverseChargeShape = {
  type: 'object',
  additionalProperties: false,
  required: ['wording', 'vat', 'summary'],
  properties: {
    /** REVERSE_CHARGE_WORDING. */
    wording: { type: 'string' },
    /** The reverse-charge VAT the customer must account for to HMRC. */
    vat: pounds,
    summary: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['rate', 'percent', 'net', 'vat'],
        properties: {
          rate: { type: 'string', enum: ['standard', 'reduced'] },
          percent: { type: 'number' },
          net: pounds,
          vat: pounds,
        },
      },
    },
  },
} as const;

/** A document's reverse charge: null when VAT is charged as usual (or the document carries no VAT). */
export const reverseChargeField = { anyOf: [{ type: 'null' }, reverseChargeShape] } as const;

export type ReverseChargeView = FromSchema<typeof reverseChargeShape>;
