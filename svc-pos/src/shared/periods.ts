import { BusinessTime } from '@voltdesk/service-kit';

/**
 * Calendar periods in the business's time zone (the shop is in the UK: midnight in Europe/London, not
 * UTC, starts a new day). Days begin where service-kit's BusinessTime says (date-fns-tz), so summer time
 * is the runtime's tz data, not arithmetic here.
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
    };
  };
}

/** Start of today, of this week (Monday) and of this month, as instants. */
export function periodStarts(now: Date, timeZone: string): Periods {
  const time = new BusinessTime(timeZone);
  const today = time.day(now);
  // The calendar date's weekday, whatever the zone: 0 for Monday.
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return {
    today: time.dayStart(today)!,
    week: time.dayStart(addDays(today, -sinceMonday))!,
    month: time.dayStart(`${today.slice(0, 8)}01`)!,
  };
}

/** The calendar date (`YYYY-MM-DD`) that `at` falls on in `timeZone`. */
export function localDateOf(at: Date, timeZone: string): string {
  return new BusinessTime(timeZone).day(at);
}

/** The instant local midnight starts `date` (`YYYY-MM-DD`) in `timeZone`; `days` later when given. */
export function startOfLocalDay(date: string, timeZone: string, days = 0): Date {
  const start = new BusinessTime(timeZone).dayStart(addDays(date, days));
  if (!start) throw new Error(`not a calendar date: ${date}`);
  return start;
}

/** `date` (`YYYY-MM-DD`) moved by `days` calendar days (negative: back). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
