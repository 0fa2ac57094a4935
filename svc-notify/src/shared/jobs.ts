import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { notificationKinds, notificationStatuses } from '@voltdesk/contracts';

/** The kinds of mail, as the delivery log's contract names them. */
export const JOB_KINDS = notificationKinds;
export type JobKind = (typeof JOB_KINDS)[number];

export const JOB_STATUSES = notificationStatuses;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** One mail to send (and, once sent or failed, its line in the delivery log). */
export interface JobDoc {
  _id: Types.ObjectId;
  kind: JobKind;
  /** Unique: `newsletter:<newsletterId>:<subscriberId>`, `unpaid:<orderId>`, ... so nothing is sent twice. */
  dedupe_key: string;
  to: string;
  subject: string;
  /** What the mail belongs to (newsletter id, order id, contact id, subscriber id): groups the log. */
  ref: string;
  /** What the renderer needs at send time (kind-specific). */
  data: Record<string, unknown>;
  run_at: Date;
  status: JobStatus;
  attempts: number;
  last_error: string | null;
  /** Wall time after which a `sending` job whose sender vanished is retried. */
  lease_until: Date | null;
  lease_owner: string | null;
  sent_at: Date | null;
  message_id: string | null;
  created_at: Date;
  updated_at: Date;
}

export type JobSpec = Pick<JobDoc, 'kind' | 'dedupe_key' | 'to' | 'subject' | 'ref' | 'data' | 'run_at'>;

const jobSchema = new Schema<JobDoc>(
  {
    kind: { type: String, enum: JOB_KINDS, required: true },
    dedupe_key: { type: String, required: true, unique: true },
    to: { type: String, required: true },
    subject: { type: String, required: true },
    ref: { type: String, required: true },
    data: { type: Schema.Types.Mixed, default: {} },
    run_at: { type: Date, required: true },
    status: { type: String, enum: JOB_STATUSES, required: true },
    attempts: { type: Number, default: 0 },
    last_error: { type: String, default: null },
    lease_until: { type: Date, default: null },
    lease_owner: { type: String, default: null },
    sent_at: { type: Date, default: null },
    message_id: { type: String, default: null },
    created_at: { type: Date, required: true },
    updated_at: { type: Date, required: true },
  },
  { collection: 'jobs', versionKey: false, minimize: false },
);
// The claim query and the lease sweep; the delivery log's filters and newsletter counts.
jobSchema.index({ status: 1, run_at: 1 });
jobSchema.index({ created_at: -1 });
jobSchema.index({ kind: 1, created_at: -1 });
jobSchema.index({ ref: 1 });

export function jobModel(conn: Connection): Model<JobDoc> {
  return (conn.models.Job as Model<JobDoc> | undefined) ?? conn.model<JobDoc>('Job', jobSchema);
}

/**
 * The queue as the features that make mails use it (schedule, cancel, retry); the mail-queue feature
 * implements it (mail-queue/job-store.ts) and the composition root hands it over. `model` is the jobs
 * collection itself, which the delivery log and the newsletter desk read.
 */
export interface MailQueue {
  readonly model: Model<JobDoc>;
  schedule(spec: JobSpec): Promise<'created' | 'rescheduled' | 'kept'>;
  scheduleMany(specs: readonly JobSpec[]): Promise<number>;
  cancel(
    filter: Record<string, unknown>,
    reason: string,
    from?: Extract<JobStatus, 'queued' | 'failed'>,
  ): Promise<number>;
  requeueFailed(filter: Record<string, unknown>): Promise<number>;
  recordFailed(spec: JobSpec, reason: string): Promise<void>;
}
