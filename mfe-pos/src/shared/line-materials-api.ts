import { defineCalls, read } from '@voltdesk/app-core';
import { posEndpoints as pos, type ListQuery, type MaterialView } from '@voltdesk/contracts';
import { POS_TAGS } from './tags';

/** The materials a sale line can take (the line picker): the whole list, active ones picked on screen. */
export const { useSaleMaterialsQuery } = defineCalls(POS_TAGS, {
  saleMaterials: read(pos.materials, {
    args: (query: ListQuery) => ({ query }),
    result: ({ data }): MaterialView[] => data,
    providesTags: [{ type: 'PosMaterial', id: 'LIST' }],
  }),
});
