import { api, callOf } from '@voltdesk/app-core';
import type { ListPageOf } from '@voltdesk/app-core/ui';
import {
  posEndpoints,
  type CategoryView,
  type EnvelopeOf,
  type ListQuery,
  type ProductCreateRequest,
  type ProductUpdateRequest,
  type ProductView,
} from '@voltdesk/contracts';
import { listTags, POS_TAGS } from '../../shared/tags';

const { products, insertProduct, updateProduct, deleteProduct } = posEndpoints;

/** A page of the Service list, and the categories its modals offer. */
export interface ServicePage extends ListPageOf<ProductView> {
  categories: CategoryView[];
}

/**
 * Service list calls of svc-pos. The calls say "product"; the screens say "service" (README glossary).
 * `getProducts` answers every service plus the categories the modals offer.
 */
const productsApi = api.enhanceEndpoints({ addTagTypes: POS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    /** A page of the services, searched by name on the server, with every category (for the modals). */
    posGetProducts: build.query<ServicePage, ListQuery>({
      query: (query) => callOf(products, { query }),
      transformResponse: (body: EnvelopeOf<typeof products>) => ({
        rows: body.data.products,
        total: body.meta?.total ?? body.data.products.length,
        categories: body.data.categories,
      }),
      providesTags: (page) => [
        ...listTags('PosService', page?.rows),
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
