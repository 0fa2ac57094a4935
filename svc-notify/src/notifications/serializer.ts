import type { JobDoc } from '../shared/jobs';

/** One line of the delivery log (never the rendered mail, tokens or lease internals). */
export function serializeNotification(job: JobDoc) {
  return {
    id: String(job._id),
    kind: job.kind,
    to: job.to,
    subject: job.subject,
    status: job.status,
    attempts: job.attempts,
    last_error: job.last_error,
    run_at: job.run_at.toISOString(),
    sent_at: job.sent_at ? job.sent_at.toISOString() : null,
    created_at: job.created_at.toISOString(),
  };
}

export interface NewsletterCounts {
  id: string;
  subject: string;
  requested_at: string;
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
  cancelled: number;
}
