import { api, callOf, dataOf } from '@voltdesk/app-core';
import {
  posEndpoints,
  type EnvelopeOf,
  type ProductCreateRequest,
  type ProductUpdateRequest,
  type ViewOf,
} from '@voltdesk/contracts';
import { listTags, POS_TAGS } from '../../shared/tags';

const { products, insertProduct, updateProduct, deleteProduct } = posEndpoints;

/**
 * Service list calls of svc-pos. The calls say "product"; the screens say "service" (README glossary).
 * `getProducts` answers every service plus the categories the modals offer.
 */
const productsApi = api.enhanceEndpoints({ addTagTypes: POS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    posGetProducts: build.query<ViewOf<typeof products>, void>({
      // No page asked for: the screen shows every service (svc-pos can page and search them).
      query: () => callOf(products, { query: {} }),
      transformResponse: dataOf(products),
      providesTags: (data) => [
        ...listTags('PosService', data?.products),
        { type: 'PosCategory' as const, id: 'LIST' },
      ],
    }),
    posInsertProduct: build.mutation<EnvelopeOf<typeof insertProduct>, ProductCreateRequest>({
      query: (body) => callOf(insertProduct, { body }),
      invalidatesTags: [
        { type: 'PosService', id: 'LIST' },
        { type: 'PosInsertData', id: 'LIST' },
      ],
    }),
    posUpdateProduct: build.mutation<EnvelopeOf<typeof updateProduct>, ProductUpdateRequest>({
      query: (body) => callOf(updateProduct, { body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'PosService', id },
        { type: 'PosInsertData', id: 'LIST' },
      ],
    }),
    posDeleteProduct: build.mutation<EnvelopeOf<typeof deleteProduct>, string>({
      query: (id) => callOf(deleteProduct, { query: { id } }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'PosService', id },
        { type: 'PosInsertData', id: 'LIST' },
      ],
    }),
  }),
  overrideExisting: false,
});

export const {
  usePosGetProductsQuery,
  usePosInsertProductMutation,
  usePosUpdateProductMutation,
  usePosDeleteProductMutation,
} = productsApi;
