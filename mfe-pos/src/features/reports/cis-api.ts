import { defineCalls, read } from '@voltdesk/app-core';
import { posEndpoints } from '@voltdesk/contracts';
import { POS_TAGS } from '../../shared/tags';

/** The CIS report of svc-pos: it moves with invoices, payments and credit notes, as the other reports. */
export const { useCisReportQuery } = defineCalls(POS_TAGS, {
  cisReport: read(posEndpoints.cisReport, { providesTags: [{ type: 'PosOrder' as const, id: 'LIST' }] }),
});

/** The UK tax year (starting 6 April) a calendar date (`YYYY-MM-DD`) falls in, named by its first year. */
export function taxYearOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return m > 4 || (m === 4 && d >= 6) ? y : y - 1;
}
