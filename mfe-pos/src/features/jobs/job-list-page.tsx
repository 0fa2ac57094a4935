import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { JobStatus, JobView } from '@voltdesk/contracts';
import { formatDay, useDocumentTitle } from '@voltdesk/app-core';
import { ListView, pageQuery, toastDeleted, useListParams, type Column } from '@voltdesk/app-core/ui';
import { PageHeader } from '../../shared/page';
import { JobModal } from './job-modal';
import { JobStatusBadge, JobStatusFilter } from './job-status';
import { useDeleteJobMutation, useJobsQuery } from './jobs-api';
import './jobs.css';

/** `YYYY-MM-DD` as "9 Nov 2026"; none as a dash. */
export const dayOrDash = (day: string | null) => (day ? formatDay(day) : '–');

const columns: Column<JobView>[] = [
  { header: 'Job', cell: (j) => <Link to={`../job/${j.id}`}>{j.description}</Link> },
  { header: 'Customer', cell: (j) => j.customer.name },
  { header: 'Site', cell: (j) => j.site_address },
  { header: 'Status', cell: (j) => <JobStatusBadge status={j.status} /> },
  { header: 'Start', cell: (j) => dayOrDash(j.start_date) },
  { header: 'End', cell: (j) => dayOrDash(j.end_date) },
];

/**
 * Jobs list: a customer's work at a site, newest first, paged, searched (what, where, whose) and filtered
 * by status by svc-pos. Each job opens its page (documents, sums, photos); Add New and Edit open the job
 * dialog; a job with quotes or invoices cannot be deleted (svc-pos says so: cancel it instead).
 */
export default function JobListPage() {
  useDocumentTitle('Jobs');
  const control = useListParams();
  const [status, setStatus] = useState<'' | JobStatus>('');
  const list = useJobsQuery({ ...pageQuery(control.params), ...(status ? { status } : {}) });
  const [remove] = useDeleteJobMutation();
  const [editing, setEditing] = useState<JobView | 'new' | null>(null);
  return (
    <div className="pos-screen">
      <PageHeader
        title="Jobs"
        actions={
          <button type="button" className="vd-btn" onClick={() => setEditing('new')}>
            Add New
          </button>
        }
      />
      <ListView
        caption="Jobs"
        columns={columns}
        rowKey={(j) => j.id}
        control={control}
        result={list}
        emptyText={status || control.params.search ? 'No job matches.' : 'No jobs yet.'}
        searchLabel="Search"
        searchPlaceholder="Work, site or customer"
        toolbar={
          <JobStatusFilter
            value={status}
            onChange={(next) => {
              setStatus(next);
              control.setPage(1);
            }}
          />
        }
        actions={{
          name: (j) => `job ${j.description}`,
          onEdit: (j) => setEditing(j),
          onDelete: (j) => toastDeleted(remove(j.id), 'Job deleted successfully.'),
        }}
      />
      {editing ? (
        <JobModal job={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}
