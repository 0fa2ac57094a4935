import { useId } from 'react';
import { JOB_STATUS_LABELS, JOB_STATUSES, type JobStatus } from '@voltdesk/contracts';

/** Enquiry, Booked, In progress, Done or Cancelled, each its own colour. */
export function JobStatusBadge({ status }: { status: JobStatus }) {
  return (
    <span className={`vd-badge pos-job-badge pos-job-badge--${status}`}>{JOB_STATUS_LABELS[status]}</span>
  );
}

/** The Status filter beside the jobs' search, All first; a new status sends the list to its first page. */
export function JobStatusFilter({
  value,
  onChange,
}: {
  value: '' | JobStatus;
  onChange: (status: '' | JobStatus) => void;
}) {
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
        onChange={(e) => onChange(JOB_STATUSES.find((s) => s === e.target.value) ?? '')}
      >
        <option value="">All</option>
        {JOB_STATUSES.map((s) => (
          <option key={s} value={s}>
            {JOB_STATUS_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
