import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './base-query';

/**
 * The one RTK Query api of the product, bare: every call is added to it by `defineCalls` (define-calls.ts)
 * from its endpoint definition; app-core's own calls are in api.ts.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['CurrentUser', 'Setup'],
  endpoints: () => ({}),
});
