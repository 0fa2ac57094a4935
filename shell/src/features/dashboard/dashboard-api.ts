import { api, callOf, dataOf } from '@voltdesk/app-core';
import { posEndpoints, type PosSummaryData } from '@voltdesk/contracts';

const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPosSummary: build.query<PosSummaryData, void>({
      query: () => callOf(posEndpoints.posSummary),
      transformResponse: dataOf(posEndpoints.posSummary),
    }),
  }),
  overrideExisting: false,
});

export const { useGetPosSummaryQuery } = dashboardApi;
