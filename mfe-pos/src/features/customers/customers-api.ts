import { api, callOf } from '@voltdesk/app-core';
import type { ListPageOf } from '@voltdesk/app-core/ui';
import { posEndpoints, type CustomerView, type EnvelopeOf, type ListQuery } from '@voltdesk/contracts';
import { listTags, POS_TAGS } from '../../shared/tags';

const { customers, deleteCustomer } = posEndpoints;

/** Customer list calls of svc-pos. Customers are made by orders (by phone); the list only deletes. */
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

export const { usePosGetCustomersQuery, usePosDeleteCustomerMutation } = customersApi;
