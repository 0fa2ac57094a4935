import { api } from '@voltdesk/app-core';
import type {
  CategoryCreateRequest,
  CategoryUpdateRequest,
  CategoryView,
  SuccessBody,
} from '@voltdesk/contracts';
import { listTags, POS_TAGS } from '../../shared/tags';

/** Category list calls of svc-pos. Mutations answer the whole body, so the screen can toast its message. */
const categoriesApi = api.enhanceEndpoints({ addTagTypes: POS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    posGetCategories: build.query<CategoryView[], void>({
      query: () => 'admin/getCategories',
      transformResponse: (body: SuccessBody<CategoryView[]>) => body.data ?? [],
      providesTags: (rows) => listTags('PosCategory', rows),
    }),
    posInsertCategory: build.mutation<SuccessBody<CategoryView>, CategoryCreateRequest>({
      query: (body) => ({ url: 'admin/insertCategory', method: 'POST', body }),
      invalidatesTags: [
        { type: 'PosCategory', id: 'LIST' },
        { type: 'PosInsertData', id: 'LIST' },
      ],
    }),
    posUpdateCategory: build.mutation<SuccessBody<CategoryView>, CategoryUpdateRequest>({
      query: (body) => ({ url: 'admin/updateCategory', method: 'PUT', body }),
      // Services show their category's name.
      invalidatesTags: (_r, _e, { id }) => [
        { type: 'PosCategory', id },
        { type: 'PosService', id: 'LIST' },
        { type: 'PosInsertData', id: 'LIST' },
      ],
    }),
    posDeleteCategory: build.mutation<SuccessBody<null>, string>({
      query: (id) => ({ url: 'admin/deleteCategory', method: 'DELETE', params: { id } }),
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
