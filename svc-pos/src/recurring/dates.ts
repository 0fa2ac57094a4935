import type { RecurringFrequency } from '@voltdesk/contracts';

/** What fixes a schedule's run dates. */
export interface Cadence {
  frequency: RecurringFrequency;
  interval: number;
  start_date: string;
  end_date: string | null;
  count: number | null;
  /** Run dates used before `start_date` was last set (they count towards `count`). */
  index_base: number;
}

const parse = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return { y: y!, m: m!, d: d! };
};
const fmt = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
/** Days in month `m` (1-12) of year `y`: day 0 of the next month is this month's last. */
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * The `index`-th date of the series from `start_date` (index 0 is the start date). Worked from the start
 * date each time, never from the previous date: a monthly series from 31 January runs on 28 (or 29)
 * February, 31 March, 30 April, 31 May; a yearly one from 29 February runs on 28 February in other years.
 */
export function occurrence(c: Pick<Cadence, 'frequency' | 'interval' | 'start_date'>, index: number): string {
  const { y, m, d } = parse(c.start_date);
  if (c.frequency === 'weekly') {
    const at = new Date(Date.UTC(y, m - 1, d + 7 * c.interval * index));
    return fmt(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
  }
  const months = m - 1 + (c.frequency === 'monthly' ? c.interval * index : 12 * c.interval * index);
  const year = y + Math.floor(months / 12);
  const month = (months % 12) + 1;
  return fmt(year, month, Math.min(d, daysIn(year, month)));
}

/** The run date of `index`, or null when the series has ended by then (its end date or its count). */
export function runDate(c: Cadence, index: number): string | null {
  if (c.count !== null && c.index_base + index >= c.count) return null;
  const day = occurrence(c, index);
  if (c.end_date !== null && day > c.end_date) return null;
  return day;
}

/** Up to `n` run dates from `index` on. */
export function runDatesFrom(c: Cadence, index: number, n: number): string[] {
  const days: string[] = [];
  for (let i = index; days.length < n; i += 1) {
    const day = runDate(c, i);
    if (day === null) break;
    days.push(day);
  }
  return days;
}

/** The first index whose run date is on or after `day` (for resuming: the dates passed are not made). */
export function firstIndexFrom(c: Cadence, index: number, day: string): number {
  let i = index;
  // A run date is never more than 12 years after the previous one, and count or end date stop a series:
  // the loop ends as soon as the date reaches `day` or the series ends.
  for (;;) {
    const at = runDate(c, i);
    if (at === null || at >= day) return i;
    i += 1;
  }
}

/** `day` plus `n` calendar days. */
export function addDays(day: string, n: number): string {
  const { y, m, d } = parse(day);
  const at = new Date(Date.UTC(y, m - 1, d + n));
  return fmt(at.getUTCFullYear(), at.getUTCMonth() + 1, at.getUTCDate());
}
