import { phoneDigits, phoneSearchDigits } from '../shared/phone';
import type { OrderCustomer } from './model';

/**
 * Search keys of an order. The order list searches customer name, phone, invoice number and custom id as
 * you type, over 100,000s of orders, without a collection scan and without a regex over every order:
 *
 * - `search_terms` (multikey index `{search_terms: 1, invoice_no: -1}`) holds short keys that narrow the
 *   candidates by index equality: the 1- to 4-character prefixes of every name and custom-id word, and
 *   `#<invoice number>`; and the phone as `tel:<digits>` keys (its `phoneDigits`, and its digits as typed
 *   when they differ), which a phone search matches by any part, as the customer list does, with a regex
 *   over this index's keys (`phoneSearchDigits`), never over the documents.
 * - `search_words` (not indexed) holds the whole words; a search word longer than its key is then checked
 *   as a prefix of one of them, on the candidates only.
 *
 * Few keys per order matter: every key is an index entry written with each order.
 */
const WORD_PREFIX = 4;
/** Marks the phone's keys among the words' prefixes, so a phone search matches no custom-id digits. */
const PHONE_KEY = 'tel:';

const words = (text: string) =>
  text
    .toLocaleLowerCase('en-GB')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

export interface SearchFields {
  search_terms: string[];
  search_words: string[];
}

export function searchFields(order: {
  invoice_no: number;
  customer: OrderCustomer;
  order_custom_id: string | null;
}): SearchFields {
  const terms = new Set<string>([`#${order.invoice_no}`]);
  const all = new Set<string>();
  const textWords = [...words(order.customer.name), ...words(order.order_custom_id ?? '')];
  for (const w of textWords) {
    all.add(w);
    for (let n = 1; n <= Math.min(WORD_PREFIX, w.length); n += 1) terms.add(w.slice(0, n));
  }
  for (const key of phoneKeys(order.customer.phone)) terms.add(key);
  return { search_terms: [...terms], search_words: [...all] };
}

/** The phone's search keys: its digits without spacing or +44 / 0 prefix, and as typed when different. */
export function phoneKeys(phone: string): string[] {
  const keys = new Set([phoneDigits(phone), phone.replace(/\D/g, '')]);
  return [...keys].filter(Boolean).map((d) => `${PHONE_KEY}${d}`);
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The MongoDB conditions a search text adds (all must hold). Digits-only text finds the invoice with that
 * number and the phones holding those digits; other text that looks like (part of) a phone number finds
 * the phones holding its digits, anywhere in the number.
 */
export function searchFilter(search: string): object[] {
  const text = search.trim();
  if (!text) return [];
  const bare = text.replace(/^#/, '');
  if (/^\d+$/.test(bare)) {
    const invoice = `#${Number(bare)}`;
    const digits = phoneSearchDigits(bare);
    if (text.startsWith('#') || !digits) return [{ search_terms: invoice }];
    // One regex over the index's keys serves both kinds: the invoice's key exactly, or a phone key
    // holding the digits.
    return [{ search_terms: { $regex: `^(?:${invoice}$|${PHONE_KEY}\\d*${digits})` } }];
  }
  const digits = phoneSearchDigits(text);
  if (digits) return [{ search_terms: { $regex: `^${PHONE_KEY}\\d*${digits}` } }];
  // Longest word first: its key is the most selective, and it is the one an index plan narrows on.
  const sorted = [...new Set(words(text))].sort((a, b) => b.length - a.length);
  return sorted.map((w) =>
    w.length <= WORD_PREFIX
      ? { search_terms: w }
      : { search_terms: w.slice(0, WORD_PREFIX), search_words: { $regex: `^${escapeRegex(w)}` } },
  );
}
