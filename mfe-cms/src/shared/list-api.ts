import type { Endpoint, EnvelopeOf, ViewOf } from '@voltdesk/contracts';
import type { ListPageOf } from '@voltdesk/app-core/ui';

/** One row of a list endpoint's answer. */
export type RowOf<E extends Endpoint> = ViewOf<E> extends readonly (infer R)[] ? R : never;

/**
 * `transformResponse` of an admin list call: the page's rows and the number of matches (`meta.total`).
 * A list answered whole (no `meta`) counts its own rows.
 */
export const pageOf =
  <E extends Endpoint>(_endpoint: E) =>
  (body: EnvelopeOf<E>): ListPageOf<RowOf<E>> => {
    // Resolving the generic envelope here is needlessly deep; the call sites see the resolved row type.
    const { data, meta } = body as { data: RowOf<E>[]; meta?: { total: number } };
    return { rows: data, total: meta?.total ?? data.length };
  };
