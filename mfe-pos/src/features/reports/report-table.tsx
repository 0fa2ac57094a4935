import type { ReactNode } from 'react';

/**
 * A report's table: its caption, a heading per column (the first `textColumns` name the row, the rest are
 * figures, right-aligned), a row per entry, an optional total row, and `empty` in place of the rows when
 * there are none.
 */
export function ReportTable({
  caption,
  columns,
  textColumns = 1,
  rows,
  total,
  empty,
}: {
  caption: string;
  columns: readonly string[];
  textColumns?: number;
  rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>;
  total?: readonly ReactNode[];
  empty?: string;
}) {
  const cellsOf = (cells: readonly ReactNode[]) =>
    cells.map((cell, i) => (
      <td key={i} className={i < textColumns ? undefined : 'pos-num'}>
        {cell}
      </td>
    ));
  return (
    <table className="vd-table pos-report__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={column} className={i < textColumns ? undefined : 'pos-num'}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && empty ? (
          <tr>
            <td colSpan={columns.length} className="vd-table__state">
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row) => <tr key={row.key}>{cellsOf(row.cells)}</tr>)
        )}
        {total ? <tr className="pos-report__total">{cellsOf(total)}</tr> : null}
      </tbody>
    </table>
  );
}
