import { formatInTimeZone } from 'date-fns-tz';

/**
 * Dates as the printed invoice writes them ("22 Nov 2026"), in its PDF and in the mails about it: a
 * `YYYY-MM-DD` is that day, a time is read in the business time zone. '' for none.
 */
export function invoiceDate(value: string | null | undefined, timeZone: string): string {
  if (!value) return '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const at = new Date(day ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(at.getTime())) return value;
  return formatInTimeZone(at, day ? 'UTC' : timeZone, 'd MMM yyyy');
}
