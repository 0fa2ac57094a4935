import { JOB_MESSAGES } from '@voltdesk/contracts';
import { ValidationError } from '@voltdesk/service-kit';

/**
 * What an invoice or a quote needs to know of a job (the jobs feature answers it, wired in app.ts): that
 * it exists, and its site.
 */
export interface JobLookup {
  siteOf(id: string): Promise<string | null>;
}

/** The job and site a document stores: null for none. */
export interface JobLink {
  job_id: string | null;
  site_address: string | null;
}

/**
 * The job and site of a quote or invoice form. A job named must exist; a form that names one but sends no
 * `site_address` gets the job's site (a blank one sent means none). Without a job the site is as typed.
 *
 * @throws ValidationError on `job_id` for a job that does not exist.
 */
export async function jobLinkOf(
  jobs: JobLookup | undefined,
  input: { job_id?: string | null; site_address?: string | null },
): Promise<JobLink> {
  const typed = input.site_address?.trim() || null;
  if (!input.job_id) return { job_id: null, site_address: typed };
  const site = jobs ? await jobs.siteOf(input.job_id) : null;
  if (site === null) throw new ValidationError({ job_id: [JOB_MESSAGES.unknownJob] });
  return { job_id: input.job_id, site_address: input.site_address === undefined ? site : typed };
}

/** The job and site as a document's view shows them: present only when it has them. */
export const jobLinkView = (doc: {
  job_id?: string | null;
  site_address?: string | null;
}): { job_id?: string; site_address?: string } => ({
  ...(doc.job_id ? { job_id: doc.job_id } : {}),
  ...(doc.site_address ? { site_address: doc.site_address } : {}),
});
