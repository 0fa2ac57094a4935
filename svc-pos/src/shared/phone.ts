/**
 * The key a customer is found by: digits only, with a leading + kept ("+44 7700 900-123" and
 * "+447700900123" are the same customer; "07700 900123" is a different key, as typed).
 */
export function normalizePhone(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/**
 * The number without spacing, country code or trunk prefix: how a customer is matched and searched
 * whatever way it was typed. "+44 7700 900123", "0044 7700 900123", "07700 900 123" and "+44 (0)7700
 * 900123" all give "7700900123"; numbers of other countries keep their code ("+33 1 23 45 67 89" gives
 * "33123456789").
 */
export function phoneDigits(phone: string): string {
  const trimmed = phone.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+') && digits.startsWith('44')) digits = digits.slice(2);
  else if (digits.startsWith('0044')) digits = digits.slice(4);
  if (digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

/** What a search text looks like when it is (part of) a phone number. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/;

/**
 * The digits a list search looks for anywhere in a stored `phoneDigits` key, when the typed text looks like
 * (part of) a phone number, else null. The customer list and the order list both search this way: "202"
 * finds 07700 900202, and "07700 900 202" or "+44 7700 900202" find it whatever spacing or prefix it was
 * saved with. The match is an unanchored regex over an index's keys (never over the documents).
 */
export function phoneSearchDigits(text: string): string | null {
  const trimmed = text.trim();
  if (!PHONE_LIKE.test(trimmed)) return null;
  return phoneDigits(trimmed) || null;
}
