import type { ReactNode } from 'react';

/** A two-column list of figures, each saying what it is. */
export function ReportFigures({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="pos-report__figures">
      {rows.map(([label, value]) => (
        <div key={label} className="pos-report__figure">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
