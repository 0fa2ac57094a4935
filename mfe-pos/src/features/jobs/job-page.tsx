import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useDocumentTitle } from '@voltdesk/app-core';
import { Spinner } from '@voltdesk/app-core/ui';
import { Card, PageHeader } from '../../shared/page';
import { JobDocuments, JobSums } from './job-documents';
import { dayOrDash } from './job-list-page';
import { JobModal } from './job-modal';
import { JobPhotos } from './job-photos';
import { JobStatusBadge } from './job-status';
import { useJobPageQuery } from './jobs-api';
import './jobs.css';

/**
 * A job's page: who it is for and where, its status and dates, the sums of its documents (quoted,
 * invoiced, paid, cost, margin, worked by svc-pos in pence), its quotes, invoices and payments, and its
 * photos. Edit opens the job dialog.
 */
export default function JobPage() {
  const { id = '' } = useParams();
  const page = useJobPageQuery(id);
  const [editing, setEditing] = useState(false);
  useDocumentTitle(page.data ? `Job: ${page.data.job.description}` : 'Job');
  if (page.isLoading) return <Spinner label="Loading the job" />;
  if (!page.data) {
    return (
      <div className="pos-screen">
        <PageHeader title="Job" />
        <p role="alert">This job could not be loaded.</p>
        <Link to="../jobs">Back to the jobs</Link>
      </div>
    );
  }
  const { job } = page.data;
  return (
    <div className="pos-screen pos-job">
      <PageHeader
        title={job.description}
        actions={
          <>
            <Link className="vd-btn vd-btn--ghost" to="../jobs">
              All jobs
            </Link>
            <button type="button" className="vd-btn" onClick={() => setEditing(true)}>
              Edit job
            </button>
          </>
        }
      />
      <div className="pos-job__top">
        <Card title="Job" className="pos-job__facts">
          <dl className="pos-job__figures">
            <div>
              <dt>Customer</dt>
              <dd>
                {job.customer.name}
                <br />
                {job.customer.phone}
              </dd>
            </div>
            <div>
              <dt>Site</dt>
              <dd>{job.site_address}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <JobStatusBadge status={job.status} />
              </dd>
            </div>
            <div>
              <dt>Dates</dt>
              <dd>
                {dayOrDash(job.start_date)} to {dayOrDash(job.end_date)}
              </dd>
            </div>
            {job.notes ? (
              <div>
                <dt>Notes</dt>
                <dd className="pos-job__notes">{job.notes}</dd>
              </div>
            ) : null}
          </dl>
        </Card>
        <JobSums sums={page.data.sums} />
      </div>
      <JobDocuments page={page.data} />
      <JobPhotos job={job} />
      {editing ? <JobModal job={job} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}
