import { api, callOf } from '@voltdesk/app-core';
import type { ListPageOf } from '@voltdesk/app-core/ui';
import {
  posEndpoints,
  type CategoryCreateRequest,
  type CategoryUpdateRequest,
  type CategoryView,
  type EnvelopeOf,
  type ListQuery,
} from '@voltdesk/contracts';
import { listTags, POS_TAGS } from '../../shared/tags';

const { categories, insertCategory, updateCategory, deleteCategory } = posEndpoints;

/** Category list calls of svc-pos. Mutations answer the whole body, so the screen can toast its message. */
const categoriesApi = api.enhanceEndpoints({ addTagTypes: POS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    /** A page of the list, searched on the server (`page`, `per_page`, `search`). */
    posGetCategories: build.query<ListPageOf<CategoryView>, ListQuery>({
      query: (query) => callOf(categories, { query }),
      transformResponse: (body: EnvelopeOf<typeof categories>) => ({
        rows: body.data,
        total: body.meta?.total ?? body.data.length,
      }),
      providesTags: (page) => listTags('PosCategory', page?.rows),
    }),
    posInsertCategory: build.mutation<EnvelopeOf<typeof insertCategory>, CategoryCreateRequest>({
      query: (body) => callOf(insertCategory, { body }),
      invalidatesTags: [
        { type: 'PosCategory', id: 'LIST' },
        { type: 'PosInsertData', id: 'LIST' },
      ],
    }),
    posUpdateCategory: build.mutation<EnvelopeOf<typeof updateCategory>, CategoryUpdateRequest>({
      query: (body) => callOf(updateCategory, { body }),
      // Services show their category's name.
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'PosCategory', id },
        { type: 'PosService', id: 'LIST' },
        { type: 'PosInsertData', id: 'LIST' },
      ],
    }),
    posDeleteCategory: build.mutation<EnvelopeOf<typeof deleteCategory>, string>({
      query: (id) => callOf(deleteCategory, { query: { id } }),
      invalidatesTags: (_r, _e, id) => [
        { type: 'PosCategory', id },
        { type: 'PosInsertData', id: 'LIST' },
      ],
    }),
  }),
  overrideExisting: false,
});

export const {
  usePosGetCategoriesQuery,
  usePosInsertCategoryMutation,
  usePosUpdateCategoryMutation,
  usePosDeleteCategoryMutation,
} = categoriesApi;
