import escapeStringRegexp from 'escape-string-regexp';
import type { Model } from 'mongoose';
import type { ListQuery, PageMeta } from '@voltdesk/contracts';

/** A document as `lean()` reads it. */
export type Lean<Doc> = Doc & { _id: unknown };

/** One page of a list and its `meta` (what a paginated list endpoint answers as `data` and `meta`). */
export interface Page<V> {
  items: V[];
  meta: PageMeta;
}

/** `per_page` when only `page` is sent. */
export const DEFAULT_PER_PAGE = 20;

/** How an admin list is read: which fields `search` looks in, the order, and what is always filtered. */
export interface PageOptions {
  searchIn: readonly string[];
  /** Oldest first unless said. */
  sort?: Record<string, 1 | -1>;
  filter?: Record<string, unknown>;
}

/**
 * The records of `model` matching `search` (case-insensitive, literal, in any of `searchIn`), sorted, a
 * page at a time when `page` or `per_page` is sent (per_page 20 unless said), else all of them (the
 * screens built before paging ask for no page), with the page's `meta`. Lean documents: the caller
 * serializes (some need lookups first, such as a service's category names).
 */
export async function findPage<Doc>(
  model: Model<Doc>,
  query: ListQuery,
  opts: PageOptions,
): Promise<{ docs: Array<Lean<Doc>>; meta: PageMeta }> {
  const filter: Record<string, unknown> = { ...opts.filter };
  const search = query.search?.trim();
  if (search) {
    const pattern = { $regex: escapeStringRegexp(search), $options: 'i' };
    filter.$or = opts.searchIn.map((field) => ({ [field]: pattern }));
  }
  const { paged, page, perPage } = paging(query);
  const find = model.find(filter).sort(opts.sort ?? { _id: 1 });
  if (!paged) {
    // Every match is in hand, so they are the total: no second pass over the collection to count them.
    const docs = await find.lean<Array<Lean<Doc>>>();
    return { docs, meta: metaOf(paged, page, perPage, docs.length, docs.length) };
  }
  const [docs, total] = await Promise.all([
    find
      .skip((page - 1) * perPage)
      .limit(perPage)
      .lean<Array<Lean<Doc>>>(),
    model.countDocuments(filter),
  ]);
  return { docs, meta: metaOf(paged, page, perPage, docs.length, total) };
}

/**
 * A page of a list held in memory (small lists built from several records, like the navbar tree), by
 * the same rules as `findPage`: `search` matches any of `textOf(item)` case-insensitively.
 */
export function pageOf<V>(all: V[], query: ListQuery, textOf: (item: V) => string[]): Page<V> {
  const search = query.search?.trim().toLowerCase();
  const found = search
    ? all.filter((item) => textOf(item).some((t) => t.toLowerCase().includes(search)))
    : all;
  const { paged, page, perPage } = paging(query);
  const items = paged ? found.slice((page - 1) * perPage, page * perPage) : found;
  return { items, meta: metaOf(paged, page, perPage, items.length, found.length) };
}

const paging = (query: ListQuery) => ({
  paged: query.page !== undefined || query.per_page !== undefined,
  page: query.page ?? 1,
  perPage: query.per_page ?? DEFAULT_PER_PAGE,
});

/** Without paging asked for, the one page holds every record. */
const metaOf = (paged: boolean, page: number, perPage: number, count: number, total: number): PageMeta => ({
  page,
  per_page: paged ? perPage : Math.max(count, 1),
  total,
});
