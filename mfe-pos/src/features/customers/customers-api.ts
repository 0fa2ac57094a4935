import { defineCalls, read, write } from '@voltdesk/app-core';
import type { ListPageOf } from '@voltdesk/app-core/ui';
import {
  posEndpoints as pos,
  type CustomerDetailData,
  type CustomerView,
  type ListQuery,
  type PageMeta,
} from '@voltdesk/contracts';
import { listTags, POS_TAGS } from '../../shared/tags';

/** The customer page: the record, a page of their invoices and their totals, with the page's `meta`. */
export interface CustomerPageData extends CustomerDetailData {
  meta: PageMeta;
}

/**
 * Customer calls of svc-pos. Customers are made by orders (by phone); the clerk edits them on their page
 * (orders keep the customer as invoiced) and deletes them from the list.
 */
export const { useCustomersQuery, useDeleteCustomerMutation, useCustomerQuery, useUpdateCustomerMutation } =
  defineCalls(POS_TAGS, {
    /** A page of the list, searched on the server (`page`, `per_page`, `search`). */
    customers: read(pos.customers, {
      args: (query: ListQuery) => ({ query }),
      result: ({ data, meta }): ListPageOf<CustomerView> => ({
        rows: data,
        total: meta?.total ?? data.length,
      }),
      providesTags: (page) => listTags('PosCustomer', page?.rows),
    }),
    /** One customer's page (`page` of their invoices, newest first). */
    customer: read(pos.customer, {
      args: (query: { id: string; page?: number; per_page?: number }) => ({ query }),
      result: ({ data, meta }): CustomerPageData => ({
        ...data,
        meta: meta ?? { page: 1, per_page: data.orders.length || 1, total: data.orders.length },
      }),
      providesTags: (_r, _e, { id }) => [
        { type: 'PosCustomer', id },
        // Their invoices change with every order, payment, void or credit.
        { type: 'PosOrder', id: 'LIST' },
      ],
    }),
    updateCustomer: write(pos.updateCustomer, {
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'PosCustomer', id },
        { type: 'PosCustomer', id: 'LIST' },
        { type: 'PosInsertData', id: 'LIST' },
      ],
    }),
    deleteCustomer: write(pos.deleteCustomer, {
      args: (id: string) => ({ query: { id } }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'PosCustomer', id },
        { type: 'PosInsertData', id: 'LIST' },
      ],
    }),
  });
