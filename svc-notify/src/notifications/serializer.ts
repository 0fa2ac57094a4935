import type { NotificationItem } from '@voltdesk/contracts';
import type { JobDoc } from '../shared/jobs';

/** One line of the delivery log (never the rendered mail, tokens or lease internals). */
export function serializeNotification(job: JobDoc): NotificationItem {
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
