import { JOB_STATUS_LABELS, type JobView } from '@voltdesk/contracts';
import { SelectField, TextField } from '@voltdesk/app-core/forms';
import { useJobChoicesQuery } from './job-choices-api';
import type { TypedJobSite } from './job-site';

export interface JobSiteFieldsProps {
  values: TypedJobSite;
  /** The message under a field, by its name (`job_id`, `site_address`). */
  errorOf: (key: string) => string | undefined;
  /** A job was chosen (null: No job). The form fills the site and the customer from it. */
  onJob: (job: JobView | null) => void;
  onSite: (site: string) => void;
}

/** A job as the picker names it: what the work is, where, and (when not under way) its status. */
const choiceLabel = (job: JobView): string => {
  const status =
    job.status === 'cancelled' || job.status === 'done' ? ` (${JOB_STATUS_LABELS[job.status]})` : '';
  return `${job.description}, ${job.site_address}${status}`;
};

/**
 * The Job picker and the Site address box of a sale form. Choosing a job fills the site (and, through
 * `onJob`, the customer); the site may also be typed without a job, or left blank for none.
 */
export function JobSiteFields({ values, errorOf, onJob, onSite }: JobSiteFieldsProps) {
  const jobs = useJobChoicesQuery().data ?? [];
  return (
    <>
      <SelectField
        label="Job"
        name="job_id"
        value={values.job_id}
        onChange={(id) => onJob(jobs.find((j) => j.id === id) ?? null)}
        error={errorOf('job_id')}
      >
        <option value="">No job</option>
        {jobs.map((job) => (
          <option key={job.id} value={job.id}>
            {choiceLabel(job)}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Site address"
        name="site_address"
        autoComplete="off"
        value={values.site_address}
        onChange={onSite}
        error={errorOf('site_address')}
      />
    </>
  );
}
