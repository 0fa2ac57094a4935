import type { Endpoint, ViewOf } from '@voltdesk/contracts';
import type { ListPageOf } from '@voltdesk/app-core/ui';

/** One row of a list endpoint's answer. */
export type RowOf<E extends Endpoint> = ViewOf<E> extends readonly (infer R)[] ? R : never;

/**
 * `result` of an admin list call: the page's rows and the number of matches (`meta.total`). A list
 * answered whole (no `meta`) counts its own rows.
 */
export const pageOf = <Row>({ data, meta }: { data: Row[]; meta?: { total: number } }): ListPageOf<Row> => ({
  rows: data,
  total: meta?.total ?? data.length,
});
