import type { PageMeta, ListQuery } from '@voltdesk/contracts';
import escapeStringRegexp from 'escape-string-regexp';
import type { Model } from 'mongoose';

/** `per_page` when only `page` is sent. */
const DEFAULT_PER_PAGE = 20;

/**
 * The records of an admin list matching `search` (case-insensitive, literal, in any of `searchIn`), sorted,
 * a page at a time when `page` or `per_page` is sent, else all of them, with the page's `meta`. Lean
 * documents: the caller serializes (services need their categories' names first).
 */
export async function findPage<Doc>(
  model: Model<Doc>,
  query: ListQuery,
  opts: { searchIn: readonly string[]; sort: Record<string, 1 | -1>; filter?: Record<string, unknown> },
): Promise<{ docs: Doc[]; meta: PageMeta }> {
  const filter: Record<string, unknown> = { ...opts.filter };
  const search = query.search?.trim();
  if (search) {
    const pattern = { $regex: escapeStringRegexp(search), $options: 'i' };
    filter.$or = opts.searchIn.map((field) => ({ [field]: pattern }));
  }
  const paged = query.page !== undefined || query.per_page !== undefined;
  const page = query.page ?? 1;
  const perPage = query.per_page ?? DEFAULT_PER_PAGE;
  let find = model.find(filter).sort(opts.sort);
  if (paged) find = find.skip((page - 1) * perPage).limit(perPage);
  const [docs, total] = await Promise.all([find.lean<Doc[]>(), model.countDocuments(filter)]);
  return {
    docs,
    meta: { page, per_page: paged ? perPage : Math.max(docs.length, 1), total },
  };
}
