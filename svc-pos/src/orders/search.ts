import type { OrderCustomer } from './model';

/**
 * Search keys of an order. The order list searches customer name, phone, invoice number and custom id as
 * you type, over 100,000s of orders, without a collection scan and without a regex over every order:
 *
 * - `search_terms` (multikey index `{search_terms: 1, invoice_no: -1}`) holds short keys that narrow the
 *   candidates by index equality: the 1- to 4-character prefixes of every name and custom-id word, the
 *   4-, 7- and 9-digit prefixes and the whole of the phone's digits, and `#<invoice number>`.
 * - `search_words` (not indexed) holds the whole words and the phone's digits; a search word longer than
 *   its key is then checked as a prefix of one of them, on the candidates only.
 *
 * Few keys per order matter: every key is an index entry written with each order.
 */
const WORD_PREFIX = 4;
const PHONE_PREFIXES = [4, 7, 9];

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
  const digits = order.customer.phone.replace(/\D/g, '');
  if (digits) {
    all.add(digits);
    terms.add(digits);
    for (const n of PHONE_PREFIXES) if (digits.length > n) terms.add(digits.slice(0, n));
  }
  return { search_terms: [...terms], search_words: [...all] };
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The MongoDB conditions a search text adds (all must hold). Digits-only text also finds the invoice with
 * that number; text that looks like a phone number is matched as the start of a phone's digits.
 */
export function searchFilter(search: string): object[] {
  const text = search.trim();
  if (!text) return [];
  const bare = text.replace(/^#/, '');
  if (/^\d+$/.test(bare)) {
    const invoice = `#${Number(bare)}`;
    if (text.startsWith('#') || bare.length < PHONE_PREFIXES[0]!) return [{ search_terms: invoice }];
    // One indexed $in narrows to both kinds; the $or then keeps the true matches.
    const key = phoneKey(bare);
    return [
      {
        search_terms: { $in: [invoice, key, bare] },
        $or: [{ search_terms: invoice }, { search_words: { $regex: `^${bare}` } }],
      },
    ];
  }
  if (/^\+?[\d\s().-]+$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    return digits.length >= PHONE_PREFIXES[0]! ? [phoneCondition(digits)] : [{ search_terms: `#${digits}` }];
  }
  // Longest word first: its key is the most selective, and it is the one an index plan narrows on.
  const sorted = [...new Set(words(text))].sort((a, b) => b.length - a.length);
  return sorted.map((w) =>
    w.length <= WORD_PREFIX
      ? { search_terms: w }
      : { search_terms: w.slice(0, WORD_PREFIX), search_words: { $regex: `^${escapeRegex(w)}` } },
  );
}

/** The longest stored phone prefix the typed digits cover. */
const phoneKey = (digits: string) =>
  digits.slice(
    0,
    [...PHONE_PREFIXES].reverse().find((n) => digits.length >= n)!,
  );

function phoneCondition(digits: string): object {
  const key = phoneKey(digits);
  return key === digits
    ? { search_terms: digits }
    : { search_terms: { $in: [key, digits] }, search_words: { $regex: `^${digits}` } };
}
