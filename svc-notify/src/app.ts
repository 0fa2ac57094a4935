import { notifyEndpoints } from '@voltdesk/contracts';
import type Koa from 'koa';
import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import {
  createApp,
  registerEndpoints,
  type ReadinessCheck,
  type ServiceMetrics,
  type TokenVerifier,
} from '@voltdesk/service-kit';
import { customerPdfHandlers, type CustomerPdfs } from './invoice-pdf/customer-pdf';
import type { NewsletterDesk } from './newsletter/desk';
import { newsletterDeskHandlers } from './newsletter/routes';
import { notificationHandlers } from './notifications/routes';
import { NotificationLog } from './notifications/service';

export interface NotifyAppDeps {
  conn: Connection;
  verifier: TokenVerifier;
  logger: Logger;
  metrics: ServiceMetrics;
  readiness: Record<string, ReadinessCheck>;
  newsletterDesk: NewsletterDesk;
  /** The PDFs customer links download (`notifier.customerPdfs`); absent, that route answers 503. */
  customerPdfs?: CustomerPdfs;
}

/**
 * svc-notify's HTTP side: health, readiness (database, broker, SMTP), metrics, the delivery log and the
 * newsletter desk (preview, audience, test mail, retries).
 */
export function createNotifyApp(deps: NotifyAppDeps): Koa {
  const app = createApp({
    name: 'svc-notify',
    logger: deps.logger,
    metrics: deps.metrics,
    readiness: deps.readiness,
  });
  registerEndpoints(app, {
    service: 'notify',
    endpoints: notifyEndpoints,
    verifier: deps.verifier,
    handlers: {
      ...notificationHandlers(new NotificationLog(deps.conn)),
      ...newsletterDeskHandlers(deps.newsletterDesk),
      ...customerPdfHandlers(deps.customerPdfs),
    },
  });
  return app;
}
