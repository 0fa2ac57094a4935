import type { QuoteQuery } from '@voltdesk/contracts';
import escapeStringRegexp from 'escape-string-regexp';

/**
 * The list's filter: by status, where Expired is an Open quote past its valid-until date (`today`, the
 * business's calendar day) and Open one that is not, and by search text.
 */
export function listFilter(query: QuoteQuery, today: string): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  switch (query.status) {
    case undefined:
      break;
    case 'Open':
      Object.assign(filter, { state: 'open', valid_until: { $gte: today } });
      break;
    case 'Expired':
      Object.assign(filter, { state: 'open', valid_until: { $lt: today } });
      break;
    default:
      filter.state = query.status.toLowerCase();
  }
  const search = searchFilter(query.search ?? '');
  if (search) filter.$or = search;
  return filter;
}

/**
 * The `$or` of a list search: a quote number (`Q-000012`, `q12`, `#12`, `12`), any run of a phone's
 * digits (spacing, a leading 0 or +44 ignored) or a literal part of the name or e-mail.
 */
function searchFilter(text: string): Record<string, unknown>[] | undefined {
  const s = text.trim().toLowerCase();
  if (!s) return undefined;
  const or: Record<string, unknown>[] = [{ search_text: { $regex: escapeStringRegexp(s) } }];
  const number = /^(?:q-?|#)?0*(\d{1,9})$/.exec(s);
  if (number) or.push({ quote_no: Number(number[1]) });
  if (/^[+\d][\d\s().-]*$/.test(s)) {
    let digits = s.replace(/\D/g, '');
    if (s.startsWith('+44')) digits = digits.slice(2);
    digits = digits.replace(/^0+/, '');
    if (digits.length >= 3) or.push({ search_text: { $regex: escapeStringRegexp(digits) } });
  }
  return or;
}
