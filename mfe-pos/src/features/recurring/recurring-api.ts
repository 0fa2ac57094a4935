import { defineCalls, read, write } from '@voltdesk/app-core';
import { posEndpoints as pos } from '@voltdesk/contracts';
import { listTags, POS_TAGS } from '../../shared/tags';

/** A write to one schedule changes it and the list it is in. */
const changed = (_r: unknown, _e: unknown, arg: { id?: string } | string) => {
  const id = typeof arg === 'string' ? arg : arg.id;
  return [
    { type: 'PosRecurring' as const, id: 'LIST' },
    ...(id ? [{ type: 'PosRecurring' as const, id }] : []),
  ];
};

/** Recurring invoice calls of svc-pos: the schedules, and pause, resume, skip the next run. */
export const {
  useRecurringQuery,
  useOrderFormDataQuery,
  useCreateRecurringMutation,
  useUpdateRecurringMutation,
  usePauseRecurringMutation,
  useResumeRecurringMutation,
  useSkipRecurringMutation,
  useDeleteRecurringMutation,
} = defineCalls(POS_TAGS, {
  recurring: read(pos.getRecurring, {
    providesTags: (rows) => listTags('PosRecurring', rows),
  }),
  /** The services and customers the template's form offers (the same call as the POS form). */
  orderFormData: read(pos.posInsertData, { providesTags: [{ type: 'PosInsertData', id: 'LIST' }] }),
  createRecurring: write(pos.insertRecurring, { invalidatesTags: [{ type: 'PosRecurring', id: 'LIST' }] }),
  updateRecurring: write(pos.updateRecurring, { invalidatesTags: changed }),
  pauseRecurring: write(pos.pauseRecurring, { invalidatesTags: changed }),
  resumeRecurring: write(pos.resumeRecurring, { invalidatesTags: changed }),
  skipRecurring: write(pos.skipRecurring, { invalidatesTags: changed }),
  deleteRecurring: write(pos.deleteRecurring, {
    args: (id: string) => ({ query: { id } }),
    invalidatesTags: changed,
  }),
});
