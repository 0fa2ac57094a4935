import { api } from '@voltdesk/app-core';
import type { SuccessBody } from '@voltdesk/contracts';

export interface PeriodFigures {
  invoices: number;
  /** Pounds. */
  takings: number;
}

/** `admin/posSummary` of svc-pos (pounds). */
export interface PosSummary {
  today: PeriodFigures;
  week: PeriodFigures;
  month: PeriodFigures;
  outstanding_due: number;
  unpaid_count: number;
}

const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPosSummary: build.query<PosSummary, void>({
      query: () => 'admin/posSummary',
      transformResponse: (body: SuccessBody<PosSummary>) => body.data,
    }),
  }),
  overrideExisting: false,
});

export const { useGetPosSummaryQuery } = dashboardApi;
