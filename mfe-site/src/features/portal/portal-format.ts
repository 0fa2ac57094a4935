/** Pounds as the site writes them: £1,234.50. */
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
export const money = (pounds: number): string => gbp.format(pounds);

/** "3 October 2026" from an ISO time or a `YYYY-MM-DD` day (read as that calendar day). */
export function dayOf(value: string | null): string {
  if (!value) return '-';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value;
  return new Date(day).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  });
}

const METHODS: Record<string, string> = {
  cash: 'Cash',
  card: 'Card',
  card_online: 'Card (online)',
  bank_transfer: 'Bank transfer',
  other: 'Other',
};
export const methodName = (method: string): string => METHODS[method] ?? method;

export const quoteNumber = (n: number | null): string => (n ? `Q-${String(n).padStart(6, '0')}` : 'Quote');
