import { randomUUID } from 'node:crypto';
import type { Consumer, Kafka, Producer } from 'kafkajs';
import mongoose, { type Connection } from 'mongoose';
import type { JSONWebKeySet } from 'jose';
import { topicOf, type AnyEventEnvelope } from '@voltdesk/contracts';
import {
  createKafka,
  createLogger,
  createMetrics,
  DependencyWatch,
  JwtVerifier,
  mongoReadiness,
  startEventConsumer,
  TokenDenylist,
} from '@voltdesk/service-kit';
import { createNotifyApp } from '../app';
import { createNotifier, NOTIFY_TOPICS, type NotifierOptions } from '../notifier';
import { httpAdminDirectory, type AdminDirectory } from '../shared/admin-directory';
import type { Clock } from '../shared/clock';
import { jobModel } from '../shared/jobs';
import { createSmtpMailer } from '../shared/mailer';
import { createNotifyMetrics } from '../shared/metrics';

export const testLogger = () => createLogger('svc-notify', process.env.TEST_LOG_LEVEL ?? 'silent');

export const testOptions: NotifierOptions = {
  publicUrl: 'https://spark.test',
  timeZone: 'Europe/London',
  mailFrom: 'Voltdesk <no-reply@voltdesk.local>',
  newsletterRate: 0,
  concurrency: 3,
  // Long enough that a slow send on a loaded machine is never taken over (that would send it twice).
  leaseMs: 10_000,
  pollMs: 50,
  retryBaseMs: 30_000,
  maxAttempts: 5,
  unreachableMaxPauseMs: 200,
  staleAfterMs: 72 * 3600_000,
};

export interface InstanceOptions {
  mongoUrl: string;
  dbName: string;
  smtpUrl: string;
  clock: Clock;
  /** With brokers, the instance consumes the notify topics in `groupId` (default svc-notify). */
  brokers?: string;
  groupId?: string;
  scheduler?: boolean;
  jwks?: JSONWebKeySet;
  /** Who the signed-in admin is (svc-auth's profile call in production); none: test mails get 503. */
  admins?: AdminDirectory;
  options?: Partial<NotifierOptions>;
}

/** One svc-notify instance in-process, wired like main.ts (own connection, consumer, scheduler, app). */
export async function startInstance(o: InstanceOptions) {
  const logger = testLogger();
  const conn: Connection = mongoose.createConnection(o.mongoUrl, { dbName: o.dbName, autoIndex: false });
  await conn.asPromise();
  const metrics = createMetrics('svc-notify', false);
  const groupId = o.groupId ?? 'svc-notify';
  const kafka: Kafka | undefined = o.brokers
    ? createKafka({ brokers: o.brokers, clientId: `svc-notify-test-${randomUUID().slice(0, 6)}`, logger })
    : undefined;
  const notifyMetrics = createNotifyMetrics(metrics.registry, {
    jobs: jobModel(conn),
    kafka,
    groupId,
    topics: NOTIFY_TOPICS,
  });
  const mailer = createSmtpMailer({ url: o.smtpUrl, maxConnections: 3 });
  const notifier = createNotifier({
    conn,
    mailer,
    clock: o.clock,
    logger,
    metrics: notifyMetrics,
    options: { ...testOptions, ...o.options },
  });
  await notifier.syncIndexes();
  let consumer: Consumer | undefined;
  if (kafka) {
    consumer = await startEventConsumer({
      kafka,
      groupId,
      topics: NOTIFY_TOPICS,
      fromBeginning: true,
      processed: conn,
      logger,
      metrics,
      handle: notifier.handle,
    });
  }
  if (o.scheduler !== false) notifier.scheduler.start();
  // As main wires it: SMTP is watched for /healthz, never a readiness gate.
  const smtp = new DependencyWatch('smtp', () => mailer.verify(), metrics.registry).start();
  const app = createNotifyApp({
    conn,
    verifier: new JwtVerifier({ jwks: o.jwks ?? { keys: [] }, denylist: new TokenDenylist() }),
    logger,
    metrics,
    readiness: { mongo: mongoReadiness(conn), smtp },
    newsletterDesk: notifier.newsletterDesk(o.admins ?? httpAdminDirectory('http://127.0.0.1:9')),
  });
  return {
    conn,
    notifier,
    metrics,
    app,
    async stop() {
      smtp.stop();
      await notifier.scheduler.stop();
      await consumer?.disconnect();
      mailer.close();
      await notifyMetrics.close();
      await conn.close();
    },
  };
}

export type Instance = Awaited<ReturnType<typeof startInstance>>;

/** Publishes events the way the other services' outbox relays do (key = subject). */
export async function publish(producer: Producer, ...events: AnyEventEnvelope[]): Promise<void> {
  for (const e of events) {
    await producer.send({
      topic: topicOf(e.type),
      messages: [{ key: e.subject, value: JSON.stringify(e) }],
    });
  }
}
