import type { OrderCustomer } from './model';

/**
 * Search keys of an order. The order list searches customer name, phone, invoice number and custom id
 * "as you type", over 100,000s of orders, so each order stores its keys and their prefixes in one
 * multikey-indexed array and a search is an index equality per word (no regex, no collection scan).
 *
 * - name words: prefixes of 1..MAX_PREFIX characters, lower-cased
 * - phone: prefixes of its digits from 3 digits on (typed with or without spaces or a leading +)
 * - custom id: prefixes of 1..MAX_PREFIX characters, lower-cased
 * - invoice number: exact only ("12" must not list invoices 120-129)
 */
export const MAX_PREFIX = 15;
const MIN_PHONE_PREFIX = 3;

const words = (text: string) =>
  text
    .toLocaleLowerCase('en-GB')
    .split(/[^\p{L}\p{N}@._'-]+/u)
    .filter(Boolean);

function prefixes(word: string, min = 1): string[] {
  const out: string[] = [];
  for (let n = min; n <= Math.min(word.length, MAX_PREFIX); n += 1) out.push(word.slice(0, n));
  return out;
}

export function searchTerms(order: {
  invoice_no: number;
  customer: OrderCustomer;
  order_custom_id: string | null;
}): string[] {
  const terms = new Set<string>([`#${order.invoice_no}`]);
  for (const w of words(order.customer.name)) for (const p of prefixes(w)) terms.add(p);
  const digits = order.customer.phone.replace(/\D/g, '');
  for (const p of prefixes(digits, MIN_PHONE_PREFIX)) terms.add(p);
  if (digits.length > MAX_PREFIX) terms.add(digits);
  if (order.order_custom_id) {
    for (const w of words(order.order_custom_id)) for (const p of prefixes(w)) terms.add(p);
  }
  return [...terms];
}

/**
 * The keys a search text must all match. A text that looks like a phone number becomes its digits (one
 * key), which also finds an invoice with that number; words are matched as prefixes.
 */
export function queryTerms(search: string): string[][] {
  const text = search.trim();
  if (!text) return [];
  const bare = text.replace(/^#/, '');
  if (/^\d+$/.test(bare)) {
    const keys = [`#${Number(bare)}`];
    if (bare.length >= MIN_PHONE_PREFIX) keys.push(bare);
    return [keys];
  }
  if (/^\+?[\d\s().-]+$/.test(text)) {
    return [[text.replace(/\D/g, '')]];
  }
  return words(text).map((w) => [w.slice(0, MAX_PREFIX)]);
}
