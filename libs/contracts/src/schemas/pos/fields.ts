/**
 * Field building blocks shared by the POS schemas.
 *
 * Money travels as pounds (numbers) and is stored as integer pence by svc-pos. "At most two decimal
 * places" is `multipleOf: 0.01` in `moneyField`, the one place that rule is written: the shared ajv
 * configuration tests it with a tolerance relative to the amount (see ../multiple-of.ts), so 19.99 passes
 * and every fraction of a penny is refused, however small. The server and the forms answer it with
 * 'The <field> must have at most two decimal places.' (field-errors.ts).
 */
/**
 * The largest amount the POS takes, in pounds: every price, payment and discount, and every order's sub
 * total (and so its total and due). Integer pence stay far below 2^53 with it, so the arithmetic stays
 * exact; a larger figure is a typing slip, refused with 422.
 */
export const MAX_POUNDS = 10_000_000;

/** The 422 message when an order's sub total goes over MAX_POUNDS (the per-field limits use ajv's). */
export const ORDER_TOTAL_TOO_LARGE = `The sub total may not be greater than £${MAX_POUNDS.toLocaleString('en-GB')}.`;

/** Pounds with at most two decimals, up to MAX_POUNDS. */
const moneyField = { type: 'number', multipleOf: 0.01, maximum: MAX_POUNDS } as const;

/** A price: at least £1 (spec section 9). */
export const priceField = { ...moneyField, minimum: 1 } as const;

/** A payment, discount or amount: at least £0. */
export const poundsField = { ...moneyField, minimum: 0 } as const;

/** A payment's amount when it is more than nothing: at least one penny (credit notes). */
export const positivePoundsField = { ...moneyField, minimum: 0.01 } as const;

/**
 * How money was taken or given back. `cash` is what a payment without a method records: the POS desk took
 * cash before methods existed, and its payment modal still sends none. `card_online` ("Card (online)") is
 * a card payment the customer made on the invoice page through Stripe Checkout, recorded by svc-pos from
 * Stripe's signed webhook, never typed at the desk.
 */
export const PAYMENT_METHODS = ['cash', 'card', 'bank_transfer', 'other', 'card_online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The methods staff record by hand at the desk (a payment, an order's first payment). */
export const DESK_PAYMENT_METHODS = ['cash', 'card', 'bank_transfer', 'other'] as const;
export type DeskPaymentMethod = (typeof DESK_PAYMENT_METHODS)[number];
export const paymentMethodField = { type: 'string', enum: DESK_PAYMENT_METHODS } as const;
/**
 * A credit note's refund method: a desk method, or `card_online`, which gives the money back through
 * Stripe to the card of an online payment of the invoice.
 */
export const refundMethodField = { type: 'string', enum: PAYMENT_METHODS } as const;

/** A payment's own reference (card slip, bank reference, cheque number); blank or null for none. */
export const paymentReferenceField = { type: ['string', 'null'], maxLength: 100 } as const;

/** `YYYY-MM-DD`, or null/absent for none. */
export const optionalDateField = { type: ['string', 'null'], format: 'date' } as const;

/** UK and international numbers as typed: digits, spaces, brackets, dots, dashes, a leading +. */
export const phoneField = {
  type: 'string',
  minLength: 1,
  maxLength: 30,
  pattern: '^\\+?[0-9][0-9 ().-]*$',
} as const;

/** Pounds (validated by `moneyField`) to integer pence. */
export const toPence = (pounds: number): number => Math.round(pounds * 100);

/** Integer pence to pounds with at most two decimals. */
export const toPounds = (pence: number): number => Math.round(pence) / 100;
