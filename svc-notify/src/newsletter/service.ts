import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { Connection, Model } from 'mongoose';
import type { NewsletterRequestedData, SubscriberData, SubscriberRemovedData } from '@voltdesk/contracts';
import type { EventTiming } from '../shared/clock';
import type { JobDoc, JobSpec, MailQueue } from '../shared/jobs';
import type { Renderer } from '../shared/renderer';
import {
  newsletterModel,
  subscriberModel,
  type NewsletterDoc,
  type SubscriberDoc,
} from '../shared/newsletter-model';
import { renderConfirmationMail, renderNewsletterMail, sanitizeNewsletter } from './templates';

export interface NewsletterDeps {
  conn: Connection;
  jobs: MailQueue;
  logger: Logger;
  publicUrl: string;
}

/**
 * Subscribers and newsletters: keeps the subscriber projection, sends the confirmation mail to pending
 * subscribers, and fans a newsletter out to one job per subscriber confirmed when the request arrived.
 */
export class NewsletterService {
  readonly subscribers: Model<SubscriberDoc>;
  readonly newsletters: Model<NewsletterDoc>;
  private readonly cache = new Map<string, NewsletterDoc>();

  constructor(private readonly deps: NewsletterDeps) {
    this.subscribers = subscriberModel(deps.conn);
    this.newsletters = newsletterModel(deps.conn);
  }

  /**
   * `subscriber.added` / `subscriber.confirmed`. A pending subscriber with a confirm token gets one
   * confirmation mail per token (`stale` events only update the projection).
   */
  async upsertSubscriber(s: SubscriberData, { at, now, stale }: EventTiming): Promise<void> {
    const before = await this.subscribers
      .findOneAndUpdate(
        { _id: s.id },
        {
          $set: {
            name: s.name,
            email: s.email,
            status: s.status,
            unsubscribe_token: s.unsubscribe_token,
            updated_at: at,
          },
        },
        { upsert: true, returnDocument: 'before' },
      )
      .lean<SubscriberDoc>();
    if (s.status === 'confirmed') {
      // Only a subscriber who was pending can have a confirmation mail waiting.
      if (before?.status !== 'pending') return;
      await this.deps.jobs.cancel(
        { kind: 'subscription_confirmation', ref: s.id },
        'the subscriber confirmed before the mail went',
      );
      return;
    }
    if (!s.confirm_token || stale) return;
    const tokenKey = createHash('sha256').update(s.confirm_token).digest('hex').slice(0, 16);
    await this.deps.jobs.schedule({
      kind: 'subscription_confirmation',
      dedupe_key: `confirm:${s.id}:${tokenKey}`,
      to: s.email,
      subject: 'Please confirm your subscription',
      ref: s.id,
      data: { name: s.name, confirm_token: s.confirm_token },
      run_at: now,
    });
  }

  /** `subscriber.removed`: gone from the projection, and no waiting mail reaches them. */
  async removeSubscriber(s: SubscriberRemovedData): Promise<void> {
    await this.subscribers.deleteOne({ _id: s.id });
    await this.deps.jobs.cancel(
      { kind: 'newsletter_delivery', 'data.subscriber_id': s.id },
      'the subscriber was removed',
    );
    await this.deps.jobs.cancel(
      { kind: 'subscription_confirmation', ref: s.id },
      'the subscriber was removed',
    );
  }

  /**
   * `newsletter.requested`: one job per confirmed subscriber. Keys `newsletter:<id>:<subscriber>` make a
   * redelivered request (or one handled again after a crash) add only the jobs still missing.
   * @returns the number of recipients.
   */
  async request(n: NewsletterRequestedData, { at, now, stale }: EventTiming): Promise<number> {
    const message = sanitizeNewsletter(n.message, this.deps.publicUrl);
    const recipients = await this.subscribers.find({ status: 'confirmed' }).lean<SubscriberDoc[]>();
    await this.newsletters.updateOne(
      { _id: n.id },
      {
        $setOnInsert: {
          subject: n.subject,
          message,
          requested_at: at,
          recipients: stale ? 0 : recipients.length,
        },
      },
      { upsert: true },
    );
    if (stale) {
      this.deps.logger.warn(
        { newsletter_id: n.id },
        'newsletter request is too old to send (replayed); skipped',
      );
      return 0;
    }
    const specs: JobSpec[] = recipients.map((s) => ({
      kind: 'newsletter_delivery',
      dedupe_key: `newsletter:${n.id}:${s._id}`,
      to: s.email,
      subject: n.subject,
      ref: n.id,
      data: {
        newsletter_id: n.id,
        subscriber_id: s._id,
        name: s.name,
        unsubscribe_token: s.unsubscribe_token,
      },
      run_at: now,
    }));
    const created = await this.deps.jobs.scheduleMany(specs);
    this.deps.logger.info({ newsletter_id: n.id, recipients: specs.length, created }, 'newsletter queued');
    return specs.length;
  }

  readonly renderNewsletter: Renderer = async (job: JobDoc, branding) => {
    const id = String(job.data.newsletter_id);
    let n = this.cache.get(id);
    if (!n) {
      n = (await this.newsletters.findById(id).lean<NewsletterDoc>()) ?? undefined;
      if (!n) return { cancel: 'the newsletter is unknown' };
      if (this.cache.size > 50) this.cache.clear();
      this.cache.set(id, n);
    }
    return renderNewsletterMail(branding, {
      subject: n.subject,
      message: n.message,
      name: String(job.data.name ?? ''),
      unsubscribeToken: String(job.data.unsubscribe_token),
    });
  };

  readonly renderConfirmation: Renderer = async (job, branding) =>
    renderConfirmationMail(branding, {
      name: String(job.data.name ?? ''),
      confirmToken: String(job.data.confirm_token),
    });
}
