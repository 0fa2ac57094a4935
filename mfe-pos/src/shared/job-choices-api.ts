import { defineCalls, read } from '@voltdesk/app-core';
import { posEndpoints as pos, type JobView } from '@voltdesk/contracts';
import { listTags, POS_TAGS } from './tags';

/**
 * The jobs the invoice and quote forms offer (every job, newest first): a read of its own, so the forms
 * never import the jobs feature; it shares the jobs' tags, so a saved job shows in the pickers.
 */
export const { useJobChoicesQuery } = defineCalls(POS_TAGS, {
  jobChoices: read(pos.jobs, {
    args: (_all: void) => ({ query: {} }),
    result: ({ data }): JobView[] => data,
    providesTags: (rows) => listTags('PosJob', rows),
  }),
});
