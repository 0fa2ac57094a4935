import { useEffect, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, type Column } from './data-table';
import type { ListPageOf, ListParamsControl } from './list-params';
import { Pager } from './pager';
import { ListTools } from './list-tools';
import { actionColumnOf, type RowActionsOf } from './row-actions';
import './ui.css';

export type { RowActionsOf } from './row-actions';

export interface ListResult<T> {
  data?: ListPageOf<T> | undefined;
  isLoading: boolean;
  isFetching?: boolean;
  isError?: boolean;
}

export interface ListViewProps<T> {
  /** The table's accessible name ('Posts'); the pager and the error message are named after it too. */
  caption: string;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  /** Page, search and sort, from `useListParams`. */
  control: ListParamsControl;
  /**
   * The list query as RTK Query hooks answer it: `data` is the current page's rows and the number of
   * matches (undefined until the first answer); `isLoading` the first load, `isFetching` a newer page on
   * its way (the rows shown stay until it lands), `isError` a failed load.
   */
  result: ListResult<T>;
  emptyText: string;
  /** Label of the search field ('Search posts'); no search field without it. */
  searchLabel?: string;
  /** Hint in the empty search field: what the search looks in. */
  searchPlaceholder?: string;
  actions?: RowActionsOf<T>;
  /** Buttons shown beside the search field ('Add New'). */
  toolbar?: ReactNode;
}

/**
 * The admin list: search field, table (SL, sortable columns, Edit/Delete per row), pager, and the
 * loading, empty and error states. Delete always asks first (spec section 4). Where the rows come from
 * (a server page, or `pageOnClient` over a whole list) is the caller's business.
 */
export function ListView<T>({
  caption,
  columns,
  rowKey,
  control,
  result,
  emptyText,
  searchLabel,
  searchPlaceholder,
  actions,
  toolbar,
}: ListViewProps<T>) {
  const { params, setPage, setSearch, toggleSort } = control;
  const [target, setTarget] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { data: page, isLoading: loading, isFetching: fetching = false, isError: failed = false } = result;
  const total = page?.total;

  // Deleting the last row of the last page leaves an empty page: show the new last page instead.
  useEffect(() => {
    if (total === undefined || params.page === 1) return;
    const last = Math.max(1, Math.ceil(total / params.perPage));
    if (params.page > last) setPage(last);
  }, [total, params.page, params.perPage, setPage]);

  const confirmDelete = async () => {
    if (target === null || !actions?.onDelete) return;
    setDeleting(true);
    try {
      await actions.onDelete(target);
    } finally {
      setDeleting(false);
      setTarget(null);
    }
  };

  const actionColumn = actionColumnOf(actions, setTarget);

  const searching = params.search.trim() !== '';
  return (
    <div className="vd-list">
      <ListTools
        searchLabel={searchLabel}
        searchPlaceholder={searchPlaceholder}
        search={params.search}
        onSearch={setSearch}
        toolbar={toolbar}
      />
      {failed ? (
        <div className="vd-alert vd-alert--danger" role="alert">
          {caption} could not be loaded. Please try again.
        </div>
      ) : null}
      <DataTable
        columns={[...columns, ...actionColumn]}
        rows={page?.rows}
        rowKey={rowKey}
        serialStart={(params.page - 1) * params.perPage + 1}
        loading={loading}
        busy={fetching}
        caption={caption}
        emptyText={searching ? `Nothing matches "${params.search.trim()}".` : emptyText}
        sort={params.sort}
        onSort={toggleSort}
      />
      {page ? (
        <Pager
          label={`${caption} pages`}
          page={params.page}
          perPage={params.perPage}
          total={page.total}
          onPage={setPage}
        />
      ) : null}
      <ConfirmDialog
        open={target !== null}
        busy={deleting}
        onCancel={() => setTarget(null)}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
