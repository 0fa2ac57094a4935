import { defineCalls, read } from '@voltdesk/app-core';
import { posEndpoints } from '@voltdesk/contracts';

export const { usePosSummaryQuery } = defineCalls([], { posSummary: read(posEndpoints.posSummary) });
