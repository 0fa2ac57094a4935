import { api, callOf, dataOf } from '@voltdesk/app-core';
import type { ListPageOf } from '@voltdesk/app-core/ui';
import {
  posEndpoints,
  type CustomerDetailData,
  type CustomerUpdateRequest,
  type CustomerView,
  type EnvelopeOf,
  type ListQuery,
  type PageMeta,
} from '@voltdesk/contracts';
import { listTags, POS_TAGS } from '../../shared/tags';

const { customers, deleteCustomer, customer, updateCustomer } = posEndpoints;

/** The customer page: the record, a page of their invoices and their totals, with the page's `meta`. */
export interface CustomerPageData extends CustomerDetailData {
  meta: PageMeta;
}

/**
 * Customer calls of svc-pos. Customers are made by orders (by phone); the clerk edits them on their page
 * (orders keep the customer as invoiced) and deletes them from the list.
 */
const customersApi = api.enhanceEndpoints({ addTagTypes: POS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    /** A page of the list, searched on the server (`page`, `per_page`, `search`). */
    posGetCustomers: build.query<ListPageOf<CustomerView>, ListQuery>({
      query: (query) => callOf(customers, { query }),
      transformResponse: (body: EnvelopeOf<typeof customers>) => ({
        rows: body.data,
        total: body.meta?.total ?? body.data.length,
      }),
      providesTags: (page) => listTags('PosCustomer', page?.rows),
    }),
    /** One customer's page (`page` of their invoices, newest first). */
    posGetCustomer: build.query<CustomerPageData, { id: string; page?: number; per_page?: number }>({
      query: (query) => callOf(customer, { query }),
      transformResponse: (body: EnvelopeOf<typeof customer>) => ({
        ...dataOf(customer)(body),
        meta: body.meta ?? {
          page: 1,
          per_page: body.data.orders.length || 1,
          total: body.data.orders.length,
        },
      }),
      providesTags: (_r, _e, { id }) => [
        { type: 'PosCustomer', id },
        // Their invoices change with every order, payment, void or credit.
        { type: 'PosOrder', id: 'LIST' },
      ],
    }),
    posUpdateCustomer: build.mutation<EnvelopeOf<typeof updateCustomer>, CustomerUpdateRequest>({
      query: (body) => callOf(updateCustomer, { body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'PosCustomer', id },
        { type: 'PosCustomer', id: 'LIST' },
        { type: 'PosInsertData', id: 'LIST' },
      ],
    }),
    posDeleteCustomer: build.mutation<EnvelopeOf<typeof deleteCustomer>, string>({
      query: (id) => callOf(deleteCustomer, { query: { id } }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'PosCustomer', id },
        { type: 'PosInsertData', id: 'LIST' },
      ],
    }),
  }),
  overrideExisting: false,
});

export const {
  usePosGetCustomersQuery,
  usePosDeleteCustomerMutation,
  usePosGetCustomerQuery,
  usePosUpdateCustomerMutation,
} = customersApi;
