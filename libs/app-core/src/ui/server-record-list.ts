import { pageQuery, useListParams } from './list-params';
import type { DeleteOutcome } from './failure-toast';
import type { ListResult } from './list-view';

/**
 * The wiring of a RecordList whose records the server pages and searches and deletes by id: page, search
 * and sort (`useListParams`), the page query `useList` is asked with, row keys, and the delete with
 * `deleted`, the toast when the server sends no message. `useList` and `useDelete` are the resource's RTK
 * Query hooks; `result` keeps the list hook's own answer (a screen may read more than the rows from it).
 */
export function useServerRecordList<R extends ListResult<{ id: string }>>(
  useList: (query: ReturnType<typeof pageQuery>) => R,
  useDelete: () => readonly [(id: string) => PromiseLike<DeleteOutcome>, unknown],
  deleted: string,
) {
  const control = useListParams();
  const result = useList(pageQuery(control.params));
  const [remove] = useDelete();
  return {
    control,
    result,
    rowKey: (row: { id: string }) => row.id,
    remove: { call: (row: { id: string }) => remove(row.id), deleted },
  };
}
