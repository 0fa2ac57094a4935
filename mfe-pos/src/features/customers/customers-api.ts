import { api } from '@voltdesk/app-core';
import type { CustomerView, SuccessBody } from '@voltdesk/contracts';
import { listTags, POS_TAGS } from '../../shared/tags';

/** Customer list calls of svc-pos. Customers are made by orders (by phone); the list only deletes. */
const customersApi = api.enhanceEndpoints({ addTagTypes: POS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    posGetCustomers: build.query<CustomerView[], void>({
      query: () => 'admin/getCustomers',
      transformResponse: (body: SuccessBody<CustomerView[]>) => body.data ?? [],
      providesTags: (rows) => listTags('PosCustomer', rows),
    }),
    posDeleteCustomer: build.mutation<SuccessBody<null>, string>({
      query: (id) => ({ url: 'admin/deleteCustomer', method: 'DELETE', params: { id } }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'PosCustomer', id },
        { type: 'PosInsertData', id: 'LIST' },
      ],
    }),
  }),
  overrideExisting: false,
});

export const { usePosGetCustomersQuery, usePosDeleteCustomerMutation } = customersApi;
