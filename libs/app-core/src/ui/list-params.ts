import { useMemo, useState } from 'react';
import type { SortState } from './data-table';

/** What an admin list shows now: the page (1-based), its size, the search text and the column order. */
export interface ListParams {
  page: number;
  perPage: number;
  search: string;
  sort?: SortState | undefined;
}

export const DEFAULT_PER_PAGE = 20;

export interface ListParamsControl {
  params: ListParams;
  setPage: (page: number) => void;
  setPerPage: (perPage: number) => void;
  /** A new search starts again at page 1: the old page number means nothing for other matches. */
  setSearch: (search: string) => void;
  /** Same key again flips the direction; a new key starts ascending. Back to page 1 either way. */
  toggleSort: (key: string) => void;
}

/** The state of one admin list's page, search and sort, for `ListView` and the query that feeds it. */
export function useListParams(initial: Partial<ListParams> = {}): ListParamsControl {
  const [params, setParams] = useState<ListParams>({
    page: 1,
    perPage: DEFAULT_PER_PAGE,
    search: '',
    ...initial,
  });
  return useMemo(
    () => ({
      params,
      setPage: (page) => setParams((p) => ({ ...p, page })),
      setPerPage: (perPage) => setParams((p) => ({ ...p, perPage, page: 1 })),
      setSearch: (search) => setParams((p) => (p.search === search ? p : { ...p, search, page: 1 })),
      toggleSort: (key) =>
        setParams((p) => ({
          ...p,
          page: 1,
          sort: { key, dir: p.sort?.key === key && p.sort.dir === 'asc' ? 'desc' : 'asc' },
        })),
    }),
    [params],
  );
}

/** The query string of a server-paged admin list (svc-content's `page`, `per_page`, `search`). */
export function pageQuery(params: ListParams): { page: number; per_page: number; search?: string } {
  const search = params.search.trim();
  return { page: params.page, per_page: params.perPage, ...(search ? { search } : {}) };
}

export interface ClientPaging<T> {
  /** Text a search is matched against (case-insensitive, anywhere in it). */
  text: (row: T) => string;
  /** Value of each sort key, for columns that sort. */
  sortValues?: Readonly<Record<string, (row: T) => string | number>>;
}

/** One page of rows and the number of matches, as a server-paged list answers it. */
export interface ListPageOf<T> {
  rows: T[];
  total: number;
}

/**
 * Searches, sorts and pages a list the server sends whole (the lists whose endpoint has no paging), so
 * the screen behaves the same as a server-paged one.
 */
export function pageOnClient<T>(
  all: readonly T[],
  params: ListParams,
  { text, sortValues = {} }: ClientPaging<T>,
): ListPageOf<T> {
  const needle = params.search.trim().toLowerCase();
  const matches = needle ? all.filter((row) => text(row).toLowerCase().includes(needle)) : [...all];
  const valueOf = params.sort ? sortValues[params.sort.key] : undefined;
  if (params.sort && valueOf) {
    const sign = params.sort.dir === 'asc' ? 1 : -1;
    matches.sort((a, b) => {
      const x = valueOf(a);
      const y = valueOf(b);
      const order =
        typeof x === 'number' && typeof y === 'number'
          ? x - y
          : String(x).localeCompare(String(y), undefined, { numeric: true, sensitivity: 'base' });
      return order * sign;
    });
  }
  const start = (params.page - 1) * params.perPage;
  return { rows: matches.slice(start, start + params.perPage), total: matches.length };
}
