import { defineCalls, read, write } from '@voltdesk/app-core';
import type { ListPageOf } from '@voltdesk/app-core/ui';
import { posEndpoints as pos, type ListQuery, type MaterialView } from '@voltdesk/contracts';
import { listTags, POS_TAGS } from '../../shared/tags';

/** Materials list calls of svc-pos. */
export const {
  useMaterialsQuery,
  useCreateMaterialMutation,
  useUpdateMaterialMutation,
  useDeleteMaterialMutation,
} = defineCalls(POS_TAGS, {
  /** A page of the list, searched by name on the server (`page`, `per_page`, `search`). */
  materials: read(pos.materials, {
    args: (query: ListQuery) => ({ query }),
    result: ({ data, meta }): ListPageOf<MaterialView> => ({ rows: data, total: meta?.total ?? data.length }),
    providesTags: (page) => listTags('PosMaterial', page?.rows),
  }),
  createMaterial: write(pos.insertMaterial, {
    invalidatesTags: [{ type: 'PosMaterial', id: 'LIST' }],
  }),
  updateMaterial: write(pos.updateMaterial, {
    invalidatesTags: (_r, _e, { id }) => [{ type: 'PosMaterial', id }],
  }),
  deleteMaterial: write(pos.deleteMaterial, {
    args: (id: string) => ({ query: { id } }),
    invalidatesTags: (_r, _e, id) => [{ type: 'PosMaterial', id }],
  }),
});
