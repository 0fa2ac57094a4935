import { businessToday } from '@voltdesk/app-core';
import type { ReportPeriodQuery } from '@voltdesk/contracts';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The periods a desk asks for most, in the business's calendar (`BUSINESS_TIME_ZONE`, the one svc-pos
 * counts its days in), whatever the browser's zone.
 */
export function presets(now = new Date()): Record<'today' | 'month' | 'lastMonth', ReportPeriodQuery> {
  const today = businessToday(now);
  const [y, m] = today.split('-').map(Number) as [number, number];
  return {
    today: { from: today, to: today },
    month: { from: isoDay(new Date(Date.UTC(y, m - 1, 1))), to: today },
    lastMonth: {
      from: isoDay(new Date(Date.UTC(y, m - 2, 1))),
      to: isoDay(new Date(Date.UTC(y, m - 1, 0))),
    },
  };
}
