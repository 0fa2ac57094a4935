import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { UNPAID_INVOICE_SETUP_KEY, type AnyEventEnvelope, type Topic } from '@voltdesk/contracts';
import { RateLimiter } from '@voltdesk/service-kit';
import { ContactNotices } from './contact/service';
import { Scheduler } from './delivery/scheduler';
import { InvoiceMails } from './invoices/service';
import { LeadMails } from './lead-mails/service';
import { OnlineReceipts } from './online-payments/service';
import { QuoteAnswerNotices } from './quotes/answers';
import { QuoteMails } from './quotes/service';
import { NewsletterDesk } from './newsletter/desk';
import { NewsletterService } from './newsletter/service';
import type { AdminDirectory } from './shared/admin-directory';
import { OrderAlerts } from './orders/service';
import type { Clock } from './shared/clock';
import { JobStore } from './mail-queue/job-store';
import type { Mailer } from './shared/mailer';
import type { NotifyMetrics } from './shared/metrics';
import { PasswordResetMails } from './password-reset/service';
import { BusinessTime } from '@voltdesk/service-kit';
import { CustomerPdfs, httpLinkedDocuments } from './invoice-pdf/customer-pdf';
import { InvoiceDocuments } from './invoice-pdf/documents';
import { LogoSource } from './shared/logo';
import { MailBranding } from './shared/mail-branding';
import { SettingsStore } from './shared/settings';

/** Newsletter test mails an admin may send per window (they go at once, outside the queue's throttle). */
const TEST_MAILS_PER_WINDOW = 20;
const TEST_MAIL_WINDOW_MS = 10 * 60_000;

/** The topics svc-notify consumes, in its one consumer group. */
export const NOTIFY_TOPICS: readonly Topic[] = [
  'auth.password-reset.v1',
  'content.setup.v1',
  'content.newsletter.v1',
  'content.contact.v1',
  'pos.order.v1',
];

export interface NotifierOptions {
  publicUrl: string;
  /**
   * Origin svc-notify reads svc-content's media from (the logo it embeds): CONTENT_MEDIA_URL, svc-content's
   * Service inside Kubernetes, where the pods cannot reach PUBLIC_URL. PUBLIC_URL when not given.
   */
  contentMediaUrl?: string;
  /** IANA zone of the business (BUSINESS_TIME_ZONE): mail dates and reminder hours are read in it. */
  timeZone: string;
  mailFrom: string;
  newsletterRate: number;
  concurrency: number;
  leaseMs: number;
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
  unreachableMaxPauseMs: number;
  /** Work triggered by an event older than this is not sent (a replay of an old log). */
  staleAfterMs: number;
}

export interface NotifierDeps {
  conn: Connection;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  metrics?: NotifyMetrics;
  options: NotifierOptions;
}

export type Notifier = ReturnType<typeof createNotifier>;

/** The stores and mail features the consumer feeds, built once per process. */
function createMailServices({ conn, clock, logger, options }: NotifierDeps) {
  const jobs = new JobStore(conn, clock);
  const settings = new SettingsStore(conn, options.publicUrl);
  const time = new BusinessTime(options.timeZone);
  const logos = new LogoSource(options.publicUrl, options.contentMediaUrl ?? options.publicUrl, logger);
  const documents = new InvoiceDocuments({ settings, logos, timeZone: options.timeZone });
  const staleAfterMs = options.staleAfterMs;
  return {
    jobs,
    settings,
    documents,
    branding: new MailBranding(settings, logos),
    newsletter: new NewsletterService({ conn, jobs, logger, publicUrl: options.publicUrl }),
    orders: new OrderAlerts({ conn, jobs, settings, clock, logger, staleAfterMs, time, documents }),
    invoices: new InvoiceMails({ jobs, settings, documents, time, logger }),
    quotes: new QuoteMails({ jobs, settings, documents, time, logger }),
    quoteAnswers: new QuoteAnswerNotices({ jobs, settings, time, logger }),
    contact: new ContactNotices({ jobs, settings, logger }),
    leads: new LeadMails({ jobs, settings, logger }),
    onlineReceipts: new OnlineReceipts({ jobs, settings, documents, time, logger }),
    passwordResets: new PasswordResetMails({ jobs, time }),
  };
}

type MailServices = ReturnType<typeof createMailServices>;

/** The senders, with each kind of mail rendered by the feature that scheduled it. */
function createScheduler(deps: NotifierDeps, services: MailServices): Scheduler {
  const { newsletter, orders, contact, passwordResets, invoices, quotes, leads, quoteAnswers } = services;
  const { options } = deps;
  return new Scheduler({
    jobs: services.jobs,
    branding: services.branding.forMail,
    mailer: deps.mailer,
    clock: deps.clock,
    logger: deps.logger,
    metrics: deps.metrics,
    from: options.mailFrom,
    concurrency: options.concurrency,
    newsletterRate: options.newsletterRate,
    leaseMs: options.leaseMs,
    pollMs: options.pollMs,
    retryBaseMs: options.retryBaseMs,
    maxAttempts: options.maxAttempts,
    unreachableMaxPauseMs: options.unreachableMaxPauseMs,
    renderers: {
      newsletter_delivery: newsletter.renderNewsletter,
      subscription_confirmation: newsletter.renderConfirmation,
      unpaid_alert: orders.renderUnpaid,
      expiry_reminder: orders.renderExpiry,
      contact_notice: contact.render,
      password_reset: passwordResets.render,
      invoice_email: invoices.render,
      online_receipt: services.onlineReceipts.render,
      customer_reminder: orders.renderCustomerReminder,
      quote_email: quotes.render,
      lead_confirmation: leads.renderConfirmation,
      lead_notice: leads.renderNotice,
      quote_answer_notice: quoteAnswers.render,
    },
  });
}

/** What the Kafka consumer calls for each (schema-checked) event. */
function eventHandler(services: MailServices, clock: Clock, options: NotifierOptions) {
  const { settings, newsletter, orders, contact, invoices, quotes, passwordResets, leads, quoteAnswers } =
    services;
  /** Applies one event. Idempotent: a second delivery leaves the same state and schedules nothing new. */
  return async function handle(event: AnyEventEnvelope): Promise<void> {
    const at = new Date(event.time);
    const now = clock.now();
    const timing = { at, now, stale: at.getTime() < now.getTime() - options.staleAfterMs };
    switch (event.type) {
      case 'setup.changed':
        if (await settings.apply(event.data.key, event.data.value, at)) {
          if (event.data.key === UNPAID_INVOICE_SETUP_KEY) await orders.replanAll();
        }
        break;
      case 'subscriber.added':
      case 'subscriber.confirmed':
        await newsletter.upsertSubscriber(event.data, timing);
        break;
      case 'subscriber.removed':
        await newsletter.removeSubscriber(event.data);
        break;
      case 'newsletter.requested':
        await newsletter.request(event.data, timing);
        break;
      case 'contact.received':
        await contact.received(event.data, timing);
        break;
      case 'order.created':
      case 'order.updated':
      case 'order.paid':
        await orders.apply(event.data, at);
        if (event.type === 'order.paid') await services.onlineReceipts.paid(event.data, timing);
        break;
      case 'order.deleted':
        await orders.remove(event.data);
        break;
      case 'order.voided':
        await orders.voided(event.data);
        break;
      case 'invoice.email.requested':
        await invoices.requested(event.data, timing);
        break;
      case 'quote.email.requested':
        await quotes.requested(event.data, timing);
        break;
      case 'lead.received':
        await leads.received(event.data, timing);
        break;
      case 'quote.answered':
        await quoteAnswers.answered(event.data, timing);
        break;
      case 'password_reset.requested':
        await passwordResets.requested(event.data, event.id, timing);
        break;
      default:
        return; // other topics' events are not ours
    }
  };
}

/**
 * The consumer side of svc-notify: projections kept from events, the jobs they schedule, and the
 * scheduler that sends them. `handle` is what the Kafka consumer calls for each (schema-checked) event.
 */
export function createNotifier(deps: NotifierDeps) {
  const { conn, logger, options } = deps;
  const services = createMailServices(deps);
  const { jobs, settings, branding, newsletter, orders } = services;
  const scheduler = createScheduler(deps, services);
  jobs.onDue = () => scheduler.wake();
  jobs.onLater = (runAt) => scheduler.wakeBy(runAt);
  const handle = eventHandler(services, deps.clock, options);

  async function syncIndexes(): Promise<void> {
    await Promise.all([
      jobs.model.createIndexes(),
      settings.model.createIndexes(),
      newsletter.subscribers.createIndexes(),
      newsletter.newsletters.createIndexes(),
      orders.orders.createIndexes(),
    ]);
  }

  /**
   * The newsletter desk of the HTTP side (preview, audience, test mail, retries); `admins` says who the
   * signed-in admin is, for the test mail.
   */
  function newsletterDesk(admins: AdminDirectory): NewsletterDesk {
    return new NewsletterDesk({
      newsletter,
      jobs,
      branding: () => settings.branding(),
      mailBranding: branding.forMail,
      mailer: deps.mailer,
      from: options.mailFrom,
      admins,
      testLimiter: new RateLimiter(conn, 'newsletter-test', TEST_MAILS_PER_WINDOW, TEST_MAIL_WINDOW_MS),
      logger,
    });
  }

  /** The PDFs of customer links: what svc-pos (at `posUrl`) answers for a token, drawn as the mails' are. */
  function customerPdfs(posUrl: string, fetchImpl?: typeof fetch): CustomerPdfs {
    return new CustomerPdfs({
      linked: httpLinkedDocuments(posUrl, fetchImpl),
      documents: services.documents,
      branding: branding.forMail,
    });
  }

  return {
    newsletterDesk,
    customerPdfs,
    ...services,
    scheduler,
    handle,
    syncIndexes,
  };
}
