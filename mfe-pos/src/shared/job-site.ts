/**
 * The job and site boxes of a sale form (the POS form and the quote form), as typed: '' for none. A
 * document without them is sent without them, as before jobs, and svc-pos stores none.
 */
export interface TypedJobSite {
  job_id: string;
  site_address: string;
}

export const EMPTY_JOB_SITE: TypedJobSite = { job_id: '', site_address: '' };

/** A saved invoice's or quote's job and site as the form shows them. */
export const typedJobSiteOf = (doc: { job_id?: string; site_address?: string }): TypedJobSite => ({
  job_id: doc.job_id ?? '',
  site_address: doc.site_address ?? '',
});

/** What the contract takes: each only when given. */
export function jobSiteForSchema(values: TypedJobSite): { job_id?: string; site_address?: string } {
  const site = values.site_address.trim();
  return { ...(values.job_id ? { job_id: values.job_id } : {}), ...(site ? { site_address: site } : {}) };
}
