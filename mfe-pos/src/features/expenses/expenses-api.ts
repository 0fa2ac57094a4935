import { defineCalls, read, write } from '@voltdesk/app-core';
import type { ListPageOf } from '@voltdesk/app-core/ui';
import { posEndpoints as pos, type ExpenseView, type ListQuery } from '@voltdesk/contracts';
import { listTags, POS_TAGS } from '../../shared/tags';

/** Expenses list calls of svc-pos; saves are multipart (the receipt travels as a file). */
export const {
  useExpensesQuery,
  useCreateExpenseMutation,
  useUpdateExpenseMutation,
  useDeleteExpenseMutation,
} = defineCalls(POS_TAGS, {
  /** A page of the list, newest first, searched by supplier or description on the server. */
  expenses: read(pos.expenses, {
    args: (query: ListQuery) => ({ query }),
    result: ({ data, meta }): ListPageOf<ExpenseView> => ({ rows: data, total: meta?.total ?? data.length }),
    providesTags: (page) => listTags('PosExpense', page?.rows),
  }),
  // The modal has checked the fields against the contract before it builds the form.
  createExpense: write(pos.insertExpense, {
    args: (form: FormData) => ({ body: form }),
    invalidatesTags: [{ type: 'PosExpense', id: 'LIST' }],
  }),
  updateExpense: write(pos.updateExpense, {
    args: (form: FormData) => ({ body: form }),
    invalidatesTags: [{ type: 'PosExpense', id: 'LIST' }],
  }),
  deleteExpense: write(pos.deleteExpense, {
    args: (id: string) => ({ query: { id } }),
    invalidatesTags: (_r, _e, id) => [{ type: 'PosExpense', id }],
  }),
});
