import type { ReactNode } from 'react';
import './ui.css';

export interface Column<T> {
  header: string;
  cell: (row: T, index: number) => ReactNode;
  className?: string;
}

export interface DataTableProps<T> {
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** Adds the spec's SL column (1-based row numbers). Default true. */
  serial?: boolean;
  loading?: boolean;
  emptyText?: string;
  caption?: string;
}

/** The shared list table: SL column first (1-based, spec section 9), then the screen's columns. */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  serial = true,
  loading = false,
  emptyText = 'No data found.',
  caption,
}: DataTableProps<T>) {
  const span = columns.length + (serial ? 1 : 0);
  return (
    <div className="vd-table-wrap">
      <table className="vd-table">
        {caption ? <caption className="vd-visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {serial ? <th className="vd-table__sl">SL</th> : null}
            {columns.map((c) => (
              <th key={c.header} className={c.className}>
                {c.header}
              </th>
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
                {serial ? <td className="vd-table__sl">{i + 1}</td> : null}
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
