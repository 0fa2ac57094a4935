/**
 * Field building blocks shared by the POS schemas.
 *
 * Money travels as pounds (numbers) and is stored as integer pence by svc-pos. The "at most two decimal
 * places" rule is NOT expressed as `multipleOf: 0.01` here: the shared ajv config has no
 * `multipleOfPrecision`, and without it ajv's float division rejects ordinary prices such as 19.99, 4.35
 * or 0.29. svc-pos checks the decimals itself (same message as the `multipleOf` keyword produces:
 * 'The price must have at most two decimal places.'); forms can use `hasAtMostTwoDecimals` below.
 */
/**
 * The largest amount the POS takes, in pounds: every price, payment and discount, and every order's sub
 * total (and so its total and due). Integer pence stay far below 2^53 with it, so the arithmetic stays
 * exact; a larger figure is a typing slip, refused with 422.
 */
export const MAX_POUNDS = 10_000_000;

/** The 422 message when an order's sub total goes over MAX_POUNDS (the per-field limits use ajv's). */
export const ORDER_TOTAL_TOO_LARGE = `The sub total may not be greater than £${MAX_POUNDS.toLocaleString('en-GB')}.`;

/** A price: at least £1 (spec section 9). */
export const priceField = { type: 'number', minimum: 1, maximum: MAX_POUNDS } as const;

/** A payment, discount or amount: at least £0. */
export const poundsField = { type: 'number', minimum: 0, maximum: MAX_POUNDS } as const;

/** `YYYY-MM-DD`, or null/absent for none. */
export const optionalDateField = { type: ['string', 'null'], format: 'date' } as const;

/** UK and international numbers as typed: digits, spaces, brackets, dots, dashes, a leading +. */
export const phoneField = {
  type: 'string',
  minLength: 1,
  maxLength: 30,
  pattern: '^\\+?[0-9][0-9 ().-]*$',
} as const;

/**
 * True when a pounds value has at most two decimals (what the server accepts). Any fraction of a penny is
 * refused, however small: 1e-9 like 0.001.
 */
export function hasAtMostTwoDecimals(pounds: number): boolean {
  if (!Number.isFinite(pounds)) return false;
  const scaled = pounds * 100;
  // The tolerance is relative, a few units in the last place: it absorbs binary floating-point noise
  // (19.99 * 100 = 1998.9999999999998) and nothing more. An absolute tolerance let tiny amounts through.
  return Math.abs(scaled - Math.round(scaled)) <= 4 * Number.EPSILON * Math.abs(scaled);
}

/** Pounds (validated with `hasAtMostTwoDecimals`) to integer pence. */
export const toPence = (pounds: number): number => Math.round(pounds * 100);

/** Integer pence to pounds with at most two decimals. */
export const toPounds = (pence: number): number => Math.round(pence) / 100;
