import { api, callOf, dataOf } from '@voltdesk/app-core';
import { posEndpoints, type EnvelopeOf, type ViewOf } from '@voltdesk/contracts';
import { listTags, POS_TAGS } from '../../shared/tags';

const { customers, deleteCustomer } = posEndpoints;

/** Customer list calls of svc-pos. Customers are made by orders (by phone); the list only deletes. */
const customersApi = api.enhanceEndpoints({ addTagTypes: POS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    posGetCustomers: build.query<ViewOf<typeof customers>, void>({
      // No page asked for: the screen shows the whole list (svc-pos can page and search it).
      query: () => callOf(customers, { query: {} }),
      transformResponse: dataOf(customers),
      providesTags: (rows) => listTags('PosCustomer', rows),
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
