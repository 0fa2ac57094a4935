import { lineTotalPence, type CisPart, type SaleLineKind, type VatRate } from '@voltdesk/contracts';
import { penceOr0, penceToInput, poundsForSchema, poundsToPence } from './money';

/**
 * What the order form and the quote form build alike from what the clerk typed: the customer, the lines
 * for the contract's schema, and the lines' running totals. One copy, so an invoice and a quote read a
 * typed price or qty the same way and say the same words about it.
 */

/** A line as typed: price and qty stay text until the document is sent. */
export interface TypedLine {
  /** The service id (a material line: the material's; free text: ''). */
  id: string;
  name: string;
  price: string;
  qty: string;
  /** What the line sells (line-picker.tsx); absent: a catalogue service, as before kinds. */
  kind?: SaleLineKind;
  /** Tells lines apart in the cart where `id` cannot (free-text lines have none). */
  key?: string;
  unit?: string;
  /** Free text: the VAT rate chosen. */
  vat_rate?: VatRate;
  /** Cost price per unit as typed or loaded ("0.87"); empty: none. */
  unit_cost?: string;
  cis_part?: CisPart;
}

/** The customer fields as typed. */
export interface TypedCustomer {
  phone: string;
  name: string;
  email: string;
  address: string;
}

/** The screens' own words for an empty cart (the schema's "The items field is required." says less). */
export const EMPTY_CART_MESSAGE = 'Please add at least one service.';

/** A qty as the contract takes it: digits, up to three decimals (1.5 hours, 12.5 m). */
const QTY = /^\d+(?:\.\d{1,3})?$/;
/** A typed qty as a number, or 0 while it is not one (running totals). */
const qtyOr0 = (text: string) => (QTY.test(text.trim()) ? Number(text.trim()) : 0);
/** "-1", "1.0005": numbers, so the schema says "must be at least 1" or "at most 3 decimal places", not "a number". */
const NUMBER = /^-?\d+(?:\.\d+)?$/;
export const countForSchema = (text: string): number | string => (NUMBER.test(text) ? Number(text) : text);

/** The customer as the contract's schema takes it: trimmed, an empty address is none. */
export const customerForSchema = (c: TypedCustomer) => ({
  phone: c.phone.trim(),
  name: c.name.trim(),
  email: c.email.trim(),
  address: c.address.trim() || null,
});

/** The lines as the contract's schema takes them; an empty price or qty is left out (its "required"). */
export const linesForSchema = (items: readonly TypedLine[]) =>
  items.map((l) => {
    const price = poundsForSchema(l.price);
    const qty = l.qty.trim();
    const cost = l.unit_cost === undefined ? undefined : poundsForSchema(l.unit_cost);
    return {
      ...(l.kind === 'text' ? {} : { id: l.id }),
      name: l.name,
      ...(price === undefined ? {} : { price }),
      ...(qty === '' ? {} : { qty: countForSchema(qty) }),
      ...(l.kind ? { kind: l.kind } : {}),
      ...(l.kind === 'text' ? { unit: l.unit || null, vat_rate: l.vat_rate ?? 'standard' } : {}),
      ...(cost === undefined ? {} : { unit_cost: cost }),
      ...(l.cis_part ? { cis_part: l.cis_part } : {}),
    };
  });

/**
 * Each line's total and their sum, in integer pence (what is not an amount yet counts 0): price x qty to
 * the penny, halves up, by the contract's `lineTotalPence`, as svc-pos computes it.
 */
export function lineTotalsOf(items: readonly TypedLine[]): { lines: number[]; subTotal: number } {
  const lines = items.map((l) => lineTotalPence(penceOr0(l.price), qtyOr0(l.qty)));
  return { lines, subTotal: lines.reduce((a, b) => a + b, 0) };
}

/** A saved document's customer as the form shows it (an absent address is an empty box). */
export const typedCustomerOf = (c: {
  phone: string;
  name: string;
  email: string;
  address: string | null;
}): TypedCustomer => ({ phone: c.phone, name: c.name, email: c.email, address: c.address ?? '' });

/** A saved line as the form shows it: price as typed ("45.50"), qty as text. */
export const typedLineOf = (i: {
  id?: string;
  name: string;
  price: number;
  qty: number;
  kind?: SaleLineKind;
  unit?: string | null;
  vat_rate?: VatRate;
  unit_cost?: number | null;
  cis_part?: CisPart;
}): TypedLine => ({
  id: i.id ?? '',
  name: i.name,
  price: penceToInput(poundsToPence(i.price)),
  qty: String(i.qty),
  // Lines from before kinds stay exactly as they were loaded.
  ...(i.kind ? { kind: i.kind, key: nextLineKey() } : {}),
  ...(i.unit ? { unit: i.unit } : {}),
  ...(i.kind === 'text' ? { vat_rate: i.vat_rate ?? 'standard' } : {}),
  ...(typeof i.unit_cost === 'number' ? { unit_cost: penceToInput(poundsToPence(i.unit_cost)) } : {}),
  ...(i.cis_part ? { cis_part: i.cis_part } : {}),
});

let lineKeys = 0;
/** A key for a line the cart cannot tell apart by its id (free text, a material twice). */
export const nextLineKey = (): string => `line-${++lineKeys}`;

/** A saved amount as its box shows it: empty for none. */
export const typedAmountOf = (pounds: number): string => (pounds ? penceToInput(poundsToPence(pounds)) : '');

/** What a phone look-up put in the customer boxes. */
export type FilledCustomer = Partial<Record<'name' | 'email' | 'address', string>>;

/**
 * The customer boxes to empty when the phone changes: those a previous look-up filled that still hold what
 * it put there. What the clerk typed or corrected stays (the previous customer's details
 * never stay under a new number).
 */
export function clearedByNewPhone(values: TypedCustomer, filled: FilledCustomer): Partial<TypedCustomer> {
  const cleared: Partial<TypedCustomer> = {};
  for (const key of ['name', 'email', 'address'] as const) {
    if (filled[key] !== undefined && values[key] === filled[key]) cleared[key] = '';
  }
  return cleared;
}
