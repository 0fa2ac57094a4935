import { api } from '@voltdesk/app-core';
import type {
  ProductCreateRequest,
  ProductListData,
  ProductUpdateRequest,
  ProductView,
  SuccessBody,
} from '@voltdesk/contracts';
import { listTags, POS_TAGS } from '../../shared/tags';

/**
 * Service list calls of svc-pos. The calls say "product"; the screens say "service" (README glossary).
 * `getProducts` answers every service plus the categories the modals offer.
 */
const productsApi = api.enhanceEndpoints({ addTagTypes: POS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    posGetProducts: build.query<ProductListData, void>({
      query: () => 'admin/getProducts',
      transformResponse: (body: SuccessBody<ProductListData>) => ({
        products: body.data?.products ?? [],
        categories: body.data?.categories ?? [],
      }),
      providesTags: (data) => [
        ...listTags('PosService', data?.products),
        { type: 'PosCategory' as const, id: 'LIST' },
      ],
    }),
    posInsertProduct: build.mutation<SuccessBody<ProductView>, ProductCreateRequest>({
      query: (body) => ({ url: 'admin/insertProduct', method: 'POST', body }),
      invalidatesTags: [
        { type: 'PosService', id: 'LIST' },
        { type: 'PosInsertData', id: 'LIST' },
      ],
    }),
    posUpdateProduct: build.mutation<SuccessBody<ProductView>, ProductUpdateRequest>({
      query: (body) => ({ url: 'admin/updateProduct', method: 'PUT', body }),
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'PosService', id },
        { type: 'PosInsertData', id: 'LIST' },
      ],
    }),
    posDeleteProduct: build.mutation<SuccessBody<null>, string>({
      query: (id) => ({ url: 'admin/deleteProduct', method: 'DELETE', params: { id } }),
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
