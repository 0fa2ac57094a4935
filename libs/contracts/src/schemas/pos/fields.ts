/**
 * Field building blocks shared by the POS schemas.
 *
 * Money travels as pounds (numbers) and is stored as integer pence by svc-pos. The "at most two decimal
 * places" rule is NOT expressed as `multipleOf: 0.01` here: the shared ajv config has no
 * `multipleOfPrecision`, and without it ajv's float division rejects ordinary prices such as 19.99, 4.35
 * or 0.29. svc-pos checks the decimals itself (same message as the `multipleOf` keyword produces:
 * 'The price must have at most two decimal places.'); forms can use `hasAtMostTwoDecimals` below.
 */
export const MAX_POUNDS = 10_000_000;

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

/** True when a pounds value has at most two decimals (what the server accepts). */
export function hasAtMostTwoDecimals(pounds: number): boolean {
  if (!Number.isFinite(pounds)) return false;
  const pence = Math.round(pounds * 100);
  // The tolerance absorbs binary floating-point noise (19.99 * 100 = 1998.9999999999998).
  return Math.abs(pounds * 100 - pence) < 1e-6 * Math.max(1, Math.abs(pounds));
}

/** Pounds (validated with `hasAtMostTwoDecimals`) to integer pence. */
export const toPence = (pounds: number): number => Math.round(pounds * 100);

/** Integer pence to pounds with at most two decimals. */
export const toPounds = (pence: number): number => Math.round(pence) / 100;
