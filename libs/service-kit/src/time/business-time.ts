// One function's module, not the package index: the index loads all of date-fns's ~300 modules, in
// every service process and every test file that loads service-kit.
import { addDays } from 'date-fns/addDays';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/** The business's time zone, as every service's configuration reads it (checked by `loadConfig`). */
export const businessTimeZoneProperty = { type: 'string', minLength: 1, default: 'Europe/London' } as const;

/** Whether `zone` is an IANA time zone this runtime knows (`Europe/London`). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Dates as the business reads them: in its own time zone (BUSINESS_TIME_ZONE), written out in words.
 * Staff in London read "Tuesday 24 November 2026 at 16:27", never an ISO string or "GMT".
 */
export class BusinessTime {
  constructor(readonly timeZone: string) {}

  /** "Tuesday 24 November 2026 at 16:27". */
  dateTime(at: Date | string): string {
    return formatInTimeZone(new Date(at), this.timeZone, "EEEE d MMMM yyyy 'at' HH:mm");
  }

  /**
   * "Friday 4 December 2026". A date without time (`2026-12-04`, as the POS stores expiry dates) is that
   * calendar day; a full timestamp is read in the business time zone.
   */
  date(value: string): string {
    const m = DATE_ONLY.exec(value);
    if (m)
      return formatInTimeZone(
        fromZonedTime(`${value}T12:00:00`, this.timeZone),
        this.timeZone,
        'EEEE d MMMM yyyy',
      );
    const at = new Date(value);
    return Number.isNaN(at.getTime()) ? value : formatInTimeZone(at, this.timeZone, 'EEEE d MMMM yyyy');
  }

  /** The business's calendar day of an instant, `YYYY-MM-DD`. */
  day(at: Date): string {
    return formatInTimeZone(at, this.timeZone, 'yyyy-MM-dd');
  }

  /** The instant the business's calendar day `day` (`YYYY-MM-DD`) begins; null for an unreadable day. */
  dayStart(day: string): Date | null {
    return this.localHourBefore(day, 0, 0);
  }

  /** The instant the day after `day` begins: everything on `day` is before it. */
  dayEnd(day: string): Date | null {
    return this.localHourBefore(day, -1, 0);
  }

  /**
   * The instant of `hh:00` local time, `daysBefore` calendar days before `day` (`YYYY-MM-DD`), so a
   * 09:00 reminder stays at 09:00 on the office clock across summer time. Null for an unreadable day.
   */
  localHourBefore(day: string, daysBefore: number, hour: number): Date | null {
    const m = DATE_ONLY.exec(day);
    if (!m) return null;
    // Calendar arithmetic on a UTC noon stand-in, so no time zone or DST can shift the day.
    const target = addDays(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12)), -daysBefore);
    const local = `${target.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00`;
    return fromZonedTime(local, this.timeZone);
  }
}
