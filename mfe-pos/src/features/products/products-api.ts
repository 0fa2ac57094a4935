import { defineCalls, read, write } from '@voltdesk/app-core';
import type { ListPageOf } from '@voltdesk/app-core/ui';
import {
  posEndpoints as pos,
  type CategoryView,
  type ListQuery,
  type ProductView,
} from '@voltdesk/contracts';
import { listTags, POS_TAGS } from '../../shared/tags';

/** A page of the Service list, and the categories its modals offer. */
export interface ServicePage extends ListPageOf<ProductView> {
  categories: CategoryView[];
}

/**
 * Service list calls of svc-pos. The calls say "product"; the screens say "service" (README glossary).
 * `getProducts` answers every service plus the categories the modals offer.
 */
export const {
  useProductsQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
} = defineCalls(POS_TAGS, {
  /** A page of the services, searched by name on the server, with every category (for the modals). */
  products: read(pos.products, {
    args: (query: ListQuery) => ({ query }),
    result: ({ data, meta }): ServicePage => ({
      rows: data.products,
      total: meta?.total ?? data.products.length,
      categories: data.categories,
    }),
    providesTags: (page) => [
      ...listTags('PosService', page?.rows),
      { type: 'PosCategory' as const, id: 'LIST' },
    ],
  }),
  createProduct: write(pos.insertProduct, {
    invalidatesTags: [
      { type: 'PosService', id: 'LIST' },
      { type: 'PosInsertData', id: 'LIST' },
    ],
  }),
  updateProduct: write(pos.updateProduct, {
    invalidatesTags: (_r, _e, { id }) => [
      { type: 'PosService', id },
      { type: 'PosInsertData', id: 'LIST' },
    ],
  }),
  deleteProduct: write(pos.deleteProduct, {
    args: (id: string) => ({ query: { id } }),
    invalidatesTags: (_r, _e, id) => [
      { type: 'PosService', id },
      { type: 'PosInsertData', id: 'LIST' },
    ],
  }),
});
