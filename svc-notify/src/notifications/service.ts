import type { ListQuery, NewsletterDeliverySummary, RequestOf } from '@voltdesk/contracts';
import type { Connection, Model } from 'mongoose';
import { newsletterModel, type NewsletterDoc } from '../shared/newsletter-model';
import { jobModel, type JobDoc, type JobStatus } from '../shared/jobs';

export type NotificationQuery = RequestOf<'notify.notifications.query'>;

export const DEFAULT_PER_PAGE = 20;

/** A literal, case-insensitive part of a text (never a pattern the admin wrote). */
const literally = (text: string) => ({ $regex: text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), $options: 'i' });
/** How many recent newsletters the summary counts cover. */
export const NEWSLETTER_SUMMARY_LIMIT = 20;

/** Reads the delivery log: jobs, newest first, and per-newsletter counts. */
export class NotificationLog {
  private readonly jobs: Model<JobDoc>;
  private readonly newsletters: Model<NewsletterDoc>;

  constructor(conn: Connection) {
    this.jobs = jobModel(conn);
    // The read side only needs the request's subject and time; the model belongs to the newsletter feature.
    this.newsletters = newsletterModel(conn);
  }

  async list(q: NotificationQuery): Promise<{ items: JobDoc[]; total: number; perPage: number }> {
    const perPage = q.per_page ?? DEFAULT_PER_PAGE;
    const filter: Record<string, unknown> = {};
    if (q.kind) filter.kind = q.kind;
    if (q.status) filter.status = q.status;
    if (q.newsletter_id) Object.assign(filter, { kind: 'newsletter_delivery', ref: q.newsletter_id });
    if (q.search) filter.to = literally(q.search);
    const [items, total] = await Promise.all([
      this.jobs
        .find(filter, { data: 0, lease_owner: 0, lease_until: 0, dedupe_key: 0, message_id: 0 })
        .sort({ created_at: -1, _id: -1 })
        .skip((q.page - 1) * perPage)
        .limit(perPage)
        .lean<JobDoc[]>(),
      this.jobs.countDocuments(filter),
    ]);
    return { items, total, perPage };
  }

  /**
   * Queued (including sending), sent, failed and cancelled mails of the most recent newsletters, or of
   * newsletter `id` alone.
   */
  async newsletterCounts(id?: string): Promise<NewsletterDeliverySummary[]> {
    const recent = await this.newsletters
      .find(id ? { _id: id } : {}, { message: 0 })
      .sort({ requested_at: -1 })
      .limit(NEWSLETTER_SUMMARY_LIMIT)
      .lean<NewsletterDoc[]>();
    return this.countsOf(recent);
  }

  /** The newsletters sent, newest first, a page of them (`search`: a part of the subject), with counts. */
  async newsletterPage(
    q: ListQuery,
  ): Promise<{ items: NewsletterDeliverySummary[]; total: number; page: number; perPage: number }> {
    const page = q.page ?? 1;
    const perPage = q.per_page ?? DEFAULT_PER_PAGE;
    const filter = q.search ? { subject: literally(q.search) } : {};
    const [docs, total] = await Promise.all([
      this.newsletters
        .find(filter, { message: 0 })
        .sort({ requested_at: -1, _id: -1 })
        .skip((page - 1) * perPage)
        .limit(perPage)
        .lean<NewsletterDoc[]>(),
      this.newsletters.countDocuments(filter),
    ]);
    return { items: await this.countsOf(docs), total, page, perPage };
  }

  private async countsOf(recent: NewsletterDoc[]): Promise<NewsletterDeliverySummary[]> {
    if (!recent.length) return [];
    const rows = await this.jobs.aggregate<{ _id: { ref: string; status: JobStatus }; n: number }>([
      { $match: { kind: 'newsletter_delivery', ref: { $in: recent.map((n) => n._id) } } },
      { $group: { _id: { ref: '$ref', status: '$status' }, n: { $sum: 1 } } },
    ]);
    const count = (ref: string, ...statuses: JobStatus[]) =>
      rows.filter((r) => r._id.ref === ref && statuses.includes(r._id.status)).reduce((s, r) => s + r.n, 0);
    return recent.map((n) => ({
      id: n._id,
      subject: n.subject,
      requested_at: new Date(n.requested_at).toISOString(),
      recipients: n.recipients,
      queued: count(n._id, 'queued', 'sending'),
      sent: count(n._id, 'sent'),
      failed: count(n._id, 'failed'),
      cancelled: count(n._id, 'cancelled'),
    }));
  }
}
