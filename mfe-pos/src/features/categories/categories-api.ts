import { defineCalls, write, read } from '@voltdesk/app-core';
import type { ListPageOf } from '@voltdesk/app-core/ui';
import { posEndpoints as pos, type CategoryView, type ListQuery } from '@voltdesk/contracts';
import { listTags, POS_TAGS } from '../../shared/tags';

/** Category list calls of svc-pos. Mutations answer the whole body, so the screen can toast its message. */
export const {
  useCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useDeleteCategoryMutation,
} = defineCalls(POS_TAGS, {
  /** A page of the list, searched on the server (`page`, `per_page`, `search`). */
  categories: read(pos.categories, {
    args: (query: ListQuery) => ({ query }),
    result: ({ data, meta }): ListPageOf<CategoryView> => ({ rows: data, total: meta?.total ?? data.length }),
    providesTags: (page) => listTags('PosCategory', page?.rows),
  }),
  createCategory: write(pos.insertCategory, {
    invalidatesTags: [
      { type: 'PosCategory', id: 'LIST' },
      { type: 'PosInsertData', id: 'LIST' },
    ],
  }),
  updateCategory: write(pos.updateCategory, {
    // Services show their category's name.
    invalidatesTags: (_r, _e, { id }) => [
      { type: 'PosCategory', id },
      { type: 'PosService', id: 'LIST' },
      { type: 'PosInsertData', id: 'LIST' },
    ],
  }),
  deleteCategory: write(pos.deleteCategory, {
    args: (id: string) => ({ query: { id } }),
    invalidatesTags: (_r, _e, id) => [
      { type: 'PosCategory', id },
      { type: 'PosInsertData', id: 'LIST' },
    ],
  }),
});
