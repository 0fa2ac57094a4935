/**
 * Money on the POS screens. The API speaks pounds (numbers with at most two decimals); every sum shown on a
 * screen is computed here in integer pence, so 0.1 + 0.2 never shows as 0.30000000000000004 and a total
 * always equals the sum of its lines. svc-pos recomputes every amount anyway (docs/architecture.md section 2).
 */

/** What a typed amount is: pence, or why it is not one. */
export type ParsedAmount =
  { ok: true; pence: number } | { ok: false; reason: 'empty' | 'not-a-number' | 'decimals' };

const AMOUNT = /^(\d+)(?:\.(\d{0,2}))?$/;

/**
 * Reads a typed amount in pounds ("19.99", "20", "20.5", " 3. ") as integer pence, without going through
 * floating point. More than two decimals is refused (the server refuses them too).
 */
export function parsePounds(text: string): ParsedAmount {
  const value = text.trim();
  if (value === '') return { ok: false, reason: 'empty' };
  const match = AMOUNT.exec(value);
  if (!match) {
    return /^\d*\.\d{3,}$/.test(value)
      ? { ok: false, reason: 'decimals' }
      : { ok: false, reason: 'not-a-number' };
  }
  const pounds = Number(match[1]);
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return { ok: true, pence: pounds * 100 + Number(fraction) };
}

/** "-5", "-0.5": a number, though not an amount. */
const SIGNED_NUMBER = /^-\d+(?:\.\d*)?$|^-\.\d+$/;

/**
 * A typed amount as a contract schema should see it: pounds when valid, the number as typed when it has
 * too many decimals (so the schema's `multipleOf` words the refusal, as svc-pos's 422 does), the negative
 * number when it is one, the text when it is not a number, undefined when empty.
 */
export function poundsForSchema(text: string): number | string | undefined {
  const parsed = parsePounds(text);
  if (parsed.ok) return penceToPounds(parsed.pence);
  const value = text.trim();
  if (parsed.reason === 'decimals') return Number(value);
  // A negative amount is a number below the minimum, not "not a number": the schema then says "must be at
  // least 0" (or 1 for a price), as svc-pos does for -5.
  if (SIGNED_NUMBER.test(value)) return Number(value);
  return value === '' ? undefined : value;
}

/** Pence of a typed amount, or 0 when it is not a valid amount (for running totals while typing). */
export const penceOr0 = (text: string): number => {
  const parsed = parsePounds(text);
  return parsed.ok ? parsed.pence : 0;
};

/** Pounds from the API to integer pence. */
export const poundsToPence = (pounds: number): number => Math.round(pounds * 100);

/** Integer pence to the pounds number the API expects (at most two decimals). */
export const penceToPounds = (pence: number): number => Math.round(pence) / 100;

/** Pence to the text an input starts with: "19.99", "20.00". */
export function penceToInput(pence: number): string {
  const p = Math.round(pence);
  return `${Math.trunc(p / 100)}.${String(Math.abs(p % 100)).padStart(2, '0')}`;
}

const grouping = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** Pence shown as pounds with two decimals: "£1,234.50", "-£3.00". */
export function formatPence(pence: number): string {
  const p = Math.round(pence);
  const abs = Math.abs(p);
  const whole = grouping.format(Math.trunc(abs / 100));
  return `${p < 0 ? '-' : ''}£${whole}.${String(abs % 100).padStart(2, '0')}`;
}

/** Pounds from the API shown with the £ sign and two decimals. */
export const formatPounds = (pounds: number): string => formatPence(poundsToPence(pounds));
