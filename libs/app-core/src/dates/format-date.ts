import { businessClock } from './business-clock';

/**
 * The one place admin screens turn times and days into words and back: in the business's locale and on
 * its clock (`businessClock`), whatever the browser's language or zone. Instants are API times (ISO
 * strings or Dates); days are calendar days `YYYY-MM-DD` (due dates, report periods), which have no zone.
 */

type Instant = string | Date;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(kind: string, options: Intl.DateTimeFormatOptions, zone?: string): Intl.DateTimeFormat {
  const { locale, timeZone } = businessClock();
  const key = `${kind}|${locale}|${zone ?? timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone ?? timeZone });
    formats.set(key, format);
  }
  return format;
}

const DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const NUMERIC: Intl.DateTimeFormatOptions = { day: '2-digit', month: '2-digit', year: 'numeric' };

const toDate = (value: Instant): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** An instant's day: "22 Nov 2026". Text that is not a time is returned as it is. */
export function formatDate(value: Instant): string {
  const date = toDate(value);
  return date ? formatOf('date', DAY).format(date) : String(value);
}

/** An instant's day and time: "22 Nov 2026, 09:00". Text that is not a time is returned as it is. */
export function formatDateTime(value: Instant): string {
  const date = toDate(value);
  return date ? formatOf('datetime', { ...DAY, ...TIME }).format(date) : String(value);
}

/** An instant's time of day: "09:00". */
export function formatTime(value: Instant): string {
  const date = toDate(value);
  return date ? formatOf('time', TIME).format(date) : String(value);
}

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayAsUtc = (day: string): Date | null => {
  const m = DAY_PATTERN.exec(day);
  if (!m) return null;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.getUTCDate() === Number(m[3]) && date.getUTCMonth() === Number(m[2]) - 1 ? date : null;
};

/** A calendar day (`2026-11-22`) in words: "22 Nov 2026". Anything else is returned as it is. */
export function formatDay(day: string): string {
  const date = dayAsUtc(day);
  return date ? formatOf('day', DAY, 'UTC').format(date) : day;
}

/** A calendar day as the business types it: "22/11/2026" in en-GB, "11/22/2026" in en-US. */
export function formatDayNumeric(day: string): string {
  const date = dayAsUtc(day);
  return date ? formatOf('numeric', NUMERIC, 'UTC').format(date) : '';
}

/** The order of day, month and year in the business's numeric dates, and their separator. */
function numericLayout(): { order: Array<'day' | 'month' | 'year'>; separator: string } {
  const parts = formatOf('numeric', NUMERIC, 'UTC').formatToParts(new Date(Date.UTC(2026, 10, 22)));
  const order = parts
    .map((p) => p.type)
    .filter((t): t is 'day' | 'month' | 'year' => t === 'day' || t === 'month' || t === 'year');
  return { order, separator: parts.find((p) => p.type === 'literal')?.value ?? '/' };
}

/** What a date field shows while empty: "dd/mm/yyyy" in en-GB. */
export function dayPlaceholder(): string {
  const { order, separator } = numericLayout();
  const word = { day: 'dd', month: 'mm', year: 'yyyy' } as const;
  return order.map((t) => word[t]).join(separator);
}

/**
 * A typed date in the business's numeric order ("22/11/2026", "22.11.2026", "22 11 2026"), or an ISO day,
 * as a calendar day; null when it is not one.
 */
export function parseDayNumeric(text: string): string | null {
  // A pasted ISO day (2026-11-22) is unambiguous in every locale.
  const iso = /^\s*(\d{4}-\d{2}-\d{2})\s*$/.exec(text);
  if (iso) return dayAsUtc(iso[1]!) ? iso[1]! : null;
  const numbers = text
    .trim()
    .split(/[^\d]+/)
    .filter(Boolean);
  if (numbers.length !== 3) return null;
  const { order } = numericLayout();
  // A year of four digits: "22/11/20" and "22/11/202" are dates still being typed, not 2020 or 202.
  if ((numbers[order.indexOf('year')] ?? '').length !== 4) return null;
  const got = Object.fromEntries(order.map((t, i) => [t, Number(numbers[i])])) as Record<
    'day' | 'month' | 'year',
    number
  >;
  const day = `${String(got.year)}-${String(got.month).padStart(2, '0')}-${String(got.day).padStart(2, '0')}`;
  return dayAsUtc(day) ? day : null;
}

const TYPED_TIME = /^(\d{1,2}):(\d{2})$/;

/** What a date-and-time field shows while empty: "dd/mm/yyyy hh:mm" in en-GB. */
export function dateTimePlaceholder(): string {
  return `${dayPlaceholder()} hh:mm`;
}

/** A wall-clock time on the business's clock (`2026-11-22T18:00`) as the business types it: "22/11/2026 18:00". */
export function formatLocalDateTimeNumeric(local: string): string {
  const [day, time] = local.split('T');
  return day && time ? `${formatDayNumeric(day)} ${time}` : '';
}

/**
 * A typed date and 24-hour time in the business's numeric order ("22/11/2026 18:00"), or a `datetime-local`
 * value (`2026-11-22T18:00`), as the wall-clock time `2026-11-22T18:00`; null when it is not one.
 */
export function parseLocalDateTime(text: string): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(trimmed);
  const [dayText, timeText] = iso ? [iso[1]!, iso[2]!] : splitAtLastSpace(trimmed);
  const day = parseDayNumeric(dayText);
  const time = TYPED_TIME.exec(timeText);
  if (!day || !time || Number(time[1]) > 23 || Number(time[2]) > 59) return null;
  return `${day}T${time[1]!.padStart(2, '0')}:${time[2]}`;
}

function splitAtLastSpace(text: string): [string, string] {
  const at = text.lastIndexOf(' ');
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}

/** The calendar day an instant falls on in the business's zone (`2026-11-22`). */
export function dayOf(value: Instant): string {
  const date = toDate(value) ?? new Date(NaN);
  const parts = formatOf('iso-day', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    date,
  );
  const part = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Today in the business's zone (`2026-11-22`), whatever the browser's. */
export const businessToday = (now: Date = new Date()): string => dayOf(now);

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** An instant as a `datetime-local` value on the business's clock (`2026-11-22T18:00`); '' for none. */
export function zonedInputOf(value: Instant): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = formatOf('iso-time', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

/**
 * A `datetime-local` value read on the business's clock (`2026-11-22T18:00` in Tokyo is 09:00 UTC), as the
 * ISO instant the API takes; undefined when it is not one. A time the clocks skip is moved past the gap.
 */
export function instantOfZoned(local: string): string | undefined {
  const m = LOCAL_TIME.exec(local);
  if (!m) return undefined;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(wall)) return undefined;
  // The zone's offset at a guess, then at the corrected instant (they differ only around a clock change).
  const offsetAt = (at: number) => Date.parse(`${zonedInputOf(new Date(at))}:00Z`) - at;
  let at = wall - offsetAt(wall);
  at = wall - offsetAt(at);
  return new Date(at).toISOString();
}
