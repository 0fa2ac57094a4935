import type { ReportPeriodQuery } from '@voltdesk/contracts';
import { ValidationError } from '@voltdesk/service-kit';
import { startOfLocalDay } from './periods';

/** A report's days, `from` to `to` included, and the instants that bound them: [start, end). */
export interface Period {
  from: string;
  to: string;
  time_zone: string;
  start: Date;
  end: Date;
}

/**
 * The period of a report query in the business's time zone: from local midnight starting `from` to local
 * midnight ending `to` (so a day of 23 or 25 hours, at a clock change, is still one day).
 *
 * @throws ValidationError on `to` when it is before `from`.
 */
export function periodOf(query: ReportPeriodQuery, timeZone: string): Period {
  if (query.to < query.from) {
    throw new ValidationError({ to: ['The to date must be a date after or equal to the from date.'] });
  }
  return {
    from: query.from,
    to: query.to,
    time_zone: timeZone,
    start: startOfLocalDay(query.from, timeZone),
    end: startOfLocalDay(query.to, timeZone, 1),
  };
}

/** A `$match` condition: the instant is inside the period. */
export const within = (p: Period) => ({ $gte: p.start, $lt: p.end });
