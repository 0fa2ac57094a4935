import { useId } from 'react';

export interface StatusFilterProps<S extends string> {
  /** The statuses to offer, after All. */
  statuses: readonly S[];
  /** '' for All. */
  value: '' | S;
  /** A new status; the list then goes back to its first page. */
  onChange: (status: '' | S) => void;
}

/** The Status filter beside a list's search (orders: Paid/Unpaid/Void; quotes: Open … Expired), All first. */
export function StatusFilter<S extends string>({ statuses, value, onChange }: StatusFilterProps<S>) {
  const id = useId();
  return (
    <div className="vd-field">
      <label className="vd-label" htmlFor={id}>
        Status
      </label>
      <select
        id={id}
        className="vd-input"
        value={value}
        onChange={(e) => onChange(statuses.find((s) => s === e.target.value) ?? '')}
      >
        <option value="">All</option>
        {statuses.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
    </div>
  );
}
