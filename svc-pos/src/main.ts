import { startService } from '@voltdesk/service-kit';
import { createPosApp } from './app';
import { customerLinkSecret, readConfig } from './config';
import { migratePosData } from './data-migrations';
import { readOnlinePaymentConfig } from './online-payments/config';
import { startStripeStandIn } from './online-payments/stand-in/server';
import { httpStaffNames } from './reports/staff-names';
import { StatementTimer } from './statements/service';
import { recurringTimer } from './recurring';

startService(() => {
  const config = readConfig();
  const online = readOnlinePaymentConfig();
  return {
    name: 'svc-pos',
    service: 'pos',
    dbName: config.POS_DB_NAME,
    config,
    port: config.POS_PORT,
    compose: async (runtime, conn) => {
      // STRIPE_STANDIN (development and the e2e stack only): Stripe's API played on this machine, its
      // webhook sent back to this process.
      const standIn = online.standIn
        ? await startStripeStandIn({
            webhookUrl: `http://127.0.0.1:${config.POS_PORT}/api/stripeWebhook`,
            webhookSecret: online.stripe!.webhookSecret,
          })
        : undefined;
      if (standIn) runtime.logger.info({ url: standIn.url }, 'Stripe stand-in listening (STRIPE_STANDIN)');
      const stripe =
        online.stripe && standIn ? { ...online.stripe, apiBase: new URL(standIn.url) } : online.stripe;
      const { app, models, services } = createPosApp({
        conn,
        logger: runtime.logger,
        metrics: runtime.metrics,
        verifier: runtime.verifier,
        timeZone: config.BUSINESS_TIME_ZONE,
        readiness: runtime.readiness(),
        // svc-auth is the origin of the keys svc-pos already fetches.
        staffNames: httpStaffNames(new URL(config.JWKS_URL).origin),
        mediaDir: config.MEDIA_DIR,
        customerLinkSecret: customerLinkSecret(config),
        customerLinkDays: config.CUSTOMER_LINK_DAYS,
        onlinePayments: { stripe, publicUrl: online.publicUrl },
        // The portal's session cookie goes over HTTPS only, where the site is served over HTTPS.
        secureCookies: config.NODE_ENV === 'production',
      });
      // Every replica ticks; the statements' unique keys make each go once (statements/service.ts).
      const statementTimer = new StatementTimer(services.statements, runtime.logger);
      // Likewise recurring invoices: each run date's claim is unique (recurring/run.ts).
      const invoiceTimer = recurringTimer(services.recurringRun, runtime.logger);
      return {
        app,
        // Orders and their mails; quotes carry only their mails (quote.email.requested); leads their
        // arrival (lead.received).
        outbox: [models.orders, models.quotes, models.leads, models.portalSignIns, models.statements],
        // Data written before a change gets its new fields (data-migrations.ts, idempotent): in the
        // pre-deploy Job on Kubernetes, so a first rollout over many orders never holds a pod's start-up.
        migrateData: () => migratePosData(models, runtime.logger),
        start: () => {
          statementTimer.start();
          invoiceTimer.start();
        },
        stop: async () => {
          await Promise.all([statementTimer.stop(), invoiceTimer.stop()]);
          await standIn?.close();
        },
      };
    },
  };
});
