import { defineCalls, read, write } from '@voltdesk/app-core';
import type { ListPageOf } from '@voltdesk/app-core/ui';
import {
  posEndpoints as pos,
  type CustomerView,
  type JobPhotoRemoveRequest,
  type JobQuery,
  type JobView,
} from '@voltdesk/contracts';
import { listTags, POS_TAGS } from '../../shared/tags';

/** A job's write changes the job, its page and the lists it is in. */
const changed = (_r: unknown, _e: unknown, id: string | undefined) => [
  { type: 'PosJob' as const, id: 'LIST' },
  ...(id ? [{ type: 'PosJob' as const, id }] : []),
];

/** The id a multipart save is for (none when adding). */
const idOf = (form: FormData): string | undefined => {
  const id = form.get('id');
  return typeof id === 'string' ? id : undefined;
};

/** Jobs calls of svc-pos; saves are multipart (photos travel as files). */
export const {
  useJobsQuery,
  useJobPageQuery,
  useCreateJobMutation,
  useUpdateJobMutation,
  useRemoveJobPhotoMutation,
  useDeleteJobMutation,
  useJobCustomersQuery,
} = defineCalls(POS_TAGS, {
  /** A page of the list, newest first, searched and filtered by status on the server. */
  jobs: read(pos.jobs, {
    args: (query: JobQuery) => ({ query }),
    result: ({ data, meta }): ListPageOf<JobView> => ({ rows: data, total: meta?.total ?? data.length }),
    providesTags: (page) => listTags('PosJob', page?.rows),
  }),
  /** The job page: the job, its sums, its quotes, invoices and payments. */
  jobPage: read(pos.getJob, {
    args: (id: string) => ({ query: { id } }),
    providesTags: (_r, _e, id) => [{ type: 'PosJob', id }],
  }),
  // The dialog has checked the fields against the contract before it builds the form.
  createJob: write(pos.insertJob, {
    args: (form: FormData) => ({ body: form }),
    invalidatesTags: [{ type: 'PosJob', id: 'LIST' }],
  }),
  updateJob: write(pos.updateJob, {
    args: (form: FormData) => ({ body: form }),
    invalidatesTags: (r, e, form) => changed(r, e, idOf(form)),
  }),
  removeJobPhoto: write(pos.removeJobPhoto, {
    args: (body: JobPhotoRemoveRequest) => ({ body }),
    invalidatesTags: (r, e, body) => changed(r, e, body.id),
  }),
  /** Every customer, the job dialog's choice (customers are made by invoices, found by phone). */
  jobCustomers: read(pos.customers, {
    args: (_all: void) => ({ query: {} }),
    result: ({ data }): CustomerView[] => data,
    providesTags: (rows) => listTags('PosCustomer', rows),
  }),
  deleteJob: write(pos.deleteJob, {
    args: (id: string) => ({ query: { id } }),
    invalidatesTags: (r, e, id) => changed(r, e, id),
  }),
});
