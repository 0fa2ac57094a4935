/**
 * Calendar periods in the business's time zone (the shop is in the UK: midnight in Europe/London, not
 * UTC, starts a new day). Uses Intl only, so daylight-saving changes are handled by the runtime's tz data.
 */
export interface Periods {
  today: Date;
  week: Date;
  month: Date;
}

/** An instant as the wall clock of a time zone reads it. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** "Mon" to "Sun". */
  weekday: string;
}

/**
 * The wall clock of `timeZone`: one formatter, built once and reused for every instant (the CSV export
 * reads a year of rows through it).
 */
export function zonedClock(timeZone: string): (at: Date) => ZonedParts {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    weekday: 'short',
  });
  return (at) => {
    const parts: Record<string, string> = {};
    for (const part of format.formatToParts(at)) parts[part.type] = part.value;
    return {
      year: Number(parts.year),
      month: Number(parts.month),
      day: Number(parts.day),
      hour: Number(parts.hour),
      minute: Number(parts.minute),
      second: Number(parts.second),
      weekday: parts.weekday ?? '',
    };
  };
}

const zonedParts = (at: Date, timeZone: string): ZonedParts => zonedClock(timeZone)(at);

/** Offset of `timeZone` from UTC at `at`, in milliseconds. */
function offsetMs(at: Date, timeZone: string): number {
  const p = zonedParts(at, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of local midnight starting the given local calendar date. */
function localMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - offsetMs(new Date(guess), timeZone);
  // Second pass: the offset at the real instant can differ from the guess's around a DST change.
  return new Date(guess - offsetMs(new Date(first), timeZone));
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Start of today, of this week (Monday) and of this month, as instants. */
export function periodStarts(now: Date, timeZone: string): Periods {
  const p = zonedParts(now, timeZone);
  const back = Math.max(0, WEEKDAYS.indexOf(p.weekday));
  const monday = new Date(Date.UTC(p.year, p.month - 1, p.day - back));
  return {
    today: localMidnight(p.year, p.month, p.day, timeZone),
    week: localMidnight(monday.getUTCFullYear(), monday.getUTCMonth() + 1, monday.getUTCDate(), timeZone),
    month: localMidnight(p.year, p.month, 1, timeZone),
  };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** The calendar date (`YYYY-MM-DD`) that `at` falls on in `timeZone`. */
export function localDateOf(at: Date, timeZone: string): string {
  const p = zonedParts(at, timeZone);
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)}`;
}

/** The instant local midnight starts `date` (`YYYY-MM-DD`) in `timeZone`; `days` later when given. */
export function startOfLocalDay(date: string, timeZone: string, days = 0): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const shifted = new Date(Date.UTC(year, month - 1, day + days));
  return localMidnight(shifted.getUTCFullYear(), shifted.getUTCMonth() + 1, shifted.getUTCDate(), timeZone);
}

/** `date` (`YYYY-MM-DD`) moved by `days` calendar days (negative: back). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
