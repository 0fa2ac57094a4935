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
import { notificationHandlers } from './notifications/routes';
import { NotificationLog } from './notifications/service';

export interface NotifyAppDeps {
  conn: Connection;
  verifier: TokenVerifier;
  logger: Logger;
  metrics: ServiceMetrics;
  readiness: Record<string, ReadinessCheck>;
}

/** svc-notify's HTTP side: health, readiness (database, broker, SMTP), metrics and the delivery log. */
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
    handlers: notificationHandlers(new NotificationLog(deps.conn)),
  });
  return app;
}
