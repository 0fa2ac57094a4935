import { startEventConsumer, startService } from '@voltdesk/service-kit';
import { createNotifyApp } from './app';
import { loadNotifyConfig } from './config';
import { createNotifier, NOTIFY_TOPICS } from './notifier';
import { httpAdminDirectory } from './shared/admin-directory';
import { systemClock } from './shared/clock';
import { jobModel } from './shared/jobs';
import { createSmtpMailer } from './shared/mailer';
import { createNotifyMetrics } from './shared/metrics';

const CONSUMER_GROUP = 'svc-notify';

startService(() => {
  const config = loadNotifyConfig();
  return {
    name: 'svc-notify',
    service: 'notify',
    dbName: 'voltdesk_notify',
    config,
    port: config.NOTIFY_PORT,
    compose: (runtime, conn) => {
      const mailer = createSmtpMailer({ url: config.SMTP_URL, maxConnections: config.SEND_CONCURRENCY });
      const notifyMetrics = createNotifyMetrics(runtime.metrics.registry, {
        jobs: jobModel(conn),
        kafka: runtime.kafka,
        groupId: CONSUMER_GROUP,
        topics: NOTIFY_TOPICS,
      });
      const notifier = createNotifier({
        conn,
        mailer,
        clock: systemClock,
        logger: runtime.logger,
        options: {
          publicUrl: config.PUBLIC_URL,
          contentMediaUrl: config.CONTENT_MEDIA_URL ?? config.PUBLIC_URL,
          timeZone: config.BUSINESS_TIME_ZONE,
          mailFrom: config.MAIL_FROM,
          newsletterRate: config.NEWSLETTER_RATE,
          concurrency: config.SEND_CONCURRENCY,
          leaseMs: config.LEASE_SECONDS * 1000,
          pollMs: config.POLL_MS,
          retryBaseMs: config.RETRY_BASE_SECONDS * 1000,
          maxAttempts: 5,
          unreachableMaxPauseMs: 30_000,
          staleAfterMs: config.STALE_AFTER_HOURS * 3600_000,
        },
        metrics: notifyMetrics,
      });
      const app = createNotifyApp({
        conn,
        verifier: runtime.verifier,
        logger: runtime.logger,
        metrics: runtime.metrics,
        // SMTP is watched, not a readiness gate: failed sends are retried with backoff.
        readiness: { ...runtime.readiness(), smtp: runtime.watch('smtp', () => mailer.verify()) },
        // svc-auth, which serves the JWKS, says who the signed-in admin is (their test mails' address).
        newsletterDesk: notifier.newsletterDesk(httpAdminDirectory(new URL(config.JWKS_URL).origin)),
        customerPdfs: notifier.customerPdfs(config.POS_URL),
      });
      return {
        app,
        start: () => {
          // From the beginning of the log: a fresh database rebuilds its projections by replay; processed
          // event ids (and the jobs' dedupe keys) keep a replay from doing anything twice.
          runtime.keepTrying('notify consumer', () =>
            startEventConsumer({
              kafka: runtime.kafka,
              groupId: CONSUMER_GROUP,
              topics: NOTIFY_TOPICS,
              fromBeginning: true,
              processed: conn,
              logger: runtime.logger,
              metrics: runtime.metrics,
              handle: notifier.handle,
            }),
          );
          notifier.scheduler.start();
        },
        // Finish the mails in flight before the database closes.
        stop: async () => {
          await notifier.scheduler.stop();
          mailer.close();
          await notifyMetrics.close();
        },
      };
    },
  };
});
