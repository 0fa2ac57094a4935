import { Types } from 'mongoose';
import type { Logger } from 'pino';
import type { NewsletterPreviewView, RequestOf, SendNewsletterRequest } from '@voltdesk/contracts';
import { HttpError, NotFoundError, ServiceUnavailableError, type RateLimiter } from '@voltdesk/service-kit';
import type { AdminDirectory } from '../shared/admin-directory';
import type { MailQueue } from '../shared/jobs';
import { inlineLogoAttachments } from '../shared/mail-layout';
import { classifySendError, describeSendError, type Mailer } from '../shared/mailer';
import type { Branding } from '../shared/settings';
import type { NewsletterService } from './service';
import { renderNewsletterMail, sanitizeNewsletter } from './templates';

export interface NewsletterDeskDeps {
  newsletter: NewsletterService;
  jobs: MailQueue;
  /** The settings' branding (no logo bytes: a preview shows the logo from the site, as a browser can). */
  branding: () => Promise<Branding>;
  /** The branding a mail carries (the logo embedded when it can be read). */
  mailBranding: () => Promise<Branding>;
  mailer: Mailer;
  from: string;
  admins: AdminDirectory;
  /** Test mails per admin (a test goes at once, outside the queue and its throttle). */
  testLimiter: RateLimiter;
  logger: Logger;
}

/** In the preview, where each subscriber's own name goes. */
export const PREVIEW_NAME = '[subscriber name]';

/**
 * The admin's side of a newsletter before and after it goes: the mail as subscribers will see it, a test
 * to the admin's own address, how many it will reach, and retrying the mails that failed.
 */
export class NewsletterDesk {
  constructor(private readonly deps: NewsletterDeskDeps) {}

  /** The draft rendered exactly as a delivery renders it (same sanitizing, layout and footer). */
  async preview(draft: SendNewsletterRequest): Promise<NewsletterPreviewView> {
    const mail = this.render(draft, await this.deps.branding(), PREVIEW_NAME);
    return { subject: mail.subject, html: mail.html, text: mail.text };
  }

  /** Confirmed subscribers now: who a newsletter sent now is fanned out to. */
  async audience(): Promise<number> {
    return this.deps.newsletter.subscribers.countDocuments({ status: 'confirmed' });
  }

  /**
   * Mails the draft to the signed-in admin at once, subject marked `[Test]`. The address is svc-auth's for
   * the caller's token; nothing in the request can choose it.
   * @returns the address it went to.
   * @throws TooManyRequestsError past the per-admin limit; 503/502 when the mail server did not take it.
   */
  async sendTest(
    draft: SendNewsletterRequest,
    admin: { id: string; authorization: string },
  ): Promise<string> {
    await this.deps.testLimiter.hit(admin.id);
    const me = await this.deps.admins.whoIs(admin.authorization);
    const branding = await this.deps.mailBranding();
    const mail = this.render({ ...draft, subject: `[Test] ${draft.subject}` }, branding, me.name);
    const attachments = inlineLogoAttachments(branding, mail.html);
    try {
      await this.deps.mailer.send({
        from: this.deps.from,
        to: me.email,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        ...(attachments.length ? { attachments } : {}),
      });
    } catch (err) {
      const error = describeSendError(err);
      this.deps.logger.warn({ admin_id: admin.id, error }, 'newsletter test mail not sent');
      if (classifySendError(err) === 'unreachable')
        throw new ServiceUnavailableError(
          'The mail server could not be reached; the test e-mail was not sent.',
        );
      throw new HttpError(502, `The mail server refused the test e-mail: ${error}`);
    }
    this.deps.logger.info({ admin_id: admin.id }, 'newsletter test mail sent');
    return me.email;
  }

  /**
   * Queues a newsletter's failed mails again (or one of them). A mail whose subscriber has unsubscribed or
   * been removed since is not retried: it is marked cancelled with that reason.
   * @returns how many went back to the queue.
   * @throws NotFoundError for an unknown newsletter, or a mail that is not one of its failed ones.
   */
  async retry(body: RequestOf<'notify.newsletters.retry'>): Promise<number> {
    const { jobs, newsletter } = this.deps;
    if (!(await newsletter.newsletters.exists({ _id: body.id })))
      throw new NotFoundError('Newsletter not found.');
    const filter = {
      kind: 'newsletter_delivery' as const,
      ref: body.id,
      status: 'failed' as const,
      ...(body.notification_id ? { _id: new Types.ObjectId(body.notification_id) } : {}),
    };
    const failed = await jobs.model
      .find(filter, { _id: 1, 'data.subscriber_id': 1 })
      .lean<Array<{ _id: Types.ObjectId; data: { subscriber_id?: string } }>>();
    if (body.notification_id && !failed.length)
      throw new NotFoundError('No such failed mail in this newsletter.');
    const subscriberIds = failed.map((j) => String(j.data.subscriber_id));
    const still = new Set(
      (
        await newsletter.subscribers
          .find({ _id: { $in: subscriberIds }, status: 'confirmed' }, { _id: 1 })
          .lean<Array<{ _id: string }>>()
      ).map((s) => s._id),
    );
    const gone = failed.filter((j) => !still.has(String(j.data.subscriber_id))).map((j) => j._id);
    if (gone.length)
      await jobs.cancel(
        { _id: { $in: gone } },
        'the subscriber has left the list since; not retried',
        'failed',
      );
    const again = failed.filter((j) => still.has(String(j.data.subscriber_id))).map((j) => j._id);
    return again.length ? jobs.requeueFailed({ _id: { $in: again } }) : 0;
  }

  private render(draft: SendNewsletterRequest, branding: Branding, name: string) {
    return renderNewsletterMail(branding, {
      subject: draft.subject,
      message: sanitizeNewsletter(draft.message, branding.publicUrl),
      name,
      unsubscribeToken: null,
    });
  }
}
