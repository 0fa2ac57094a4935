import type { ReactNode } from 'react';
import './ui.css';

export interface Column<T> {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  className?: string;
  /** Name of the sort key this column orders by; the header becomes a sort button when given. */
  sortKey?: string;
}

export type SortDirection = 'asc' | 'desc';
export interface SortState {
  key: string;
  dir: SortDirection;
}

export interface DataTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** Adds the spec's SL column (1-based row numbers). Default true. */
  serial?: boolean;
  /** Number of the first row: later pages of a paged list go on counting (21, 22, ...). Default 1. */
  serialStart?: number;
  loading?: boolean;
  /** A newer answer is on its way: the rows shown are kept but marked busy for assistive technology. */
  busy?: boolean;
  emptyText?: string;
  caption?: string;
  sort?: SortState | undefined;
  onSort?: (key: string) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function HeaderCell<T>({
  column,
  sort,
  onSort,
}: {
  column: Column<T>;
  sort: SortState | undefined;
  onSort: ((key: string) => void) | undefined;
}) {
  const { sortKey } = column;
  if (!sortKey || !onSort) return <th className={column.className}>{column.header}</th>;
  const dir = sort?.key === sortKey ? sort.dir : undefined;
  return (
    <th className={column.className} aria-sort={dir ? ARIA_SORT[dir] : 'none'}>
      <button type="button" className="vd-table__sort" onClick={() => onSort(sortKey)}>
        {column.header}
        <span aria-hidden="true" className="vd-table__sort-mark">
          {dir === 'asc' ? '▲' : dir === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  );
}

/** The shared list table: SL column first (1-based, spec section 9), then the screen's columns. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  serial = true,
  serialStart = 1,
  loading = false,
  busy = false,
  emptyText = 'No data found.',
  caption,
  sort,
  onSort,
}: DataTableProps<T>) {
  const span = columns.length + (serial ? 1 : 0);
  return (
    <div className="vd-table-wrap">
      <table className="vd-table" aria-busy={loading || busy ? true : undefined}>
        {caption ? <caption className="vd-visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {serial ? <th className="vd-table__sl">SL</th> : null}
            {columns.map((c) => (
              <HeaderCell key={c.header} column={c} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {loading ? (
            <tr>
              <td colSpan={span} className="vd-table__state">
                <span className="vd-spinner" aria-hidden="true" /> Loading...
              </td>
            </tr>
          ) : !rows || rows.length === 0 ? (
            <tr>
              <td colSpan={span} className="vd-table__state">
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr key={rowKey(row)}>
                {serial ? <td className="vd-table__sl">{serialStart + i}</td> : null}
                {columns.map((c) => (
                  <td key={c.header} className={c.className}>
                    {c.cell(row, i)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
