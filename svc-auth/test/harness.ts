/**
 * Starts svc-auth's real app in-process on the embedded database (and the Mokapi broker when asked), the
 * way main does, with every log line captured (no redaction, so a test proves nothing secret is ever
 * handed to the logger).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Consumer, Kafka, Producer } from 'kafkajs';
import mongoose, { type Connection } from 'mongoose';
import pino from 'pino';
import request from 'supertest';
import {
  attachActivityLog,
  createKafka,
  kafkaActivitySink,
  createLogger,
  createMetrics,
  OutboxRelay,
  TokenDenylist,
  type Clock,
  type BusinessTime,
} from '@voltdesk/service-kit';
import { startTestInfra, type TestInfra } from '@voltdesk/service-kit/testing';
import { startActivityConsumer } from '../src/activity/consumer';
import { createAuthApp, type AuthApp } from '../src/app';
import { ensureFirstAdmin, DEV_ADMIN } from '../src/shared/first-admin';
import { PasswordHasher } from '../src/shared/passwords';
import { SigningKeys } from '../src/shared/signing-keys';

export { DEV_ADMIN };

export interface Harness extends AuthApp {
  infra: TestInfra;
  conn: Connection;
  kafka?: Kafka;
  producer?: Producer;
  relay?: OutboxRelay;
  keys: SigningKeys;
  denylist: TokenDenylist;
  hasher: PasswordHasher;
  mediaDir: string;
  /** Every log line written so far (JSON text). */
  logs: string[];
  api(): ReturnType<typeof request>;
  /** Logs in and returns the access token (expects 200). */
  login(email: string, password: string): Promise<string>;
  /** Builds a second app instance on the same database (a restart, as far as the data goes). */
  restart(): Promise<AuthApp>;
  stop(): Promise<void>;
}

export const PASSWORDS = [DEV_ADMIN.password];

export async function startHarness(options: {
  kafka?: boolean;
  /** With `kafka`: admin writes go to the activity log and the activity consumer stores them. */
  activity?: boolean;
  prefix: string;
  clock?: Clock;
  /** How the login slow-down waits (a timer when not given). */
  wait?: (ms: number) => Promise<void>;
  businessTime?: BusinessTime;
  businessLocale?: string;
}): Promise<Harness> {
  const infra = await startTestInfra({ kafka: options.kafka ?? false });
  const conn = await mongoose
    .createConnection(infra.mongoUrl, { dbName: infra.dbName(options.prefix) })
    .asPromise();
  const logs: string[] = [];
  const logger = pino({ level: 'trace' }, { write: (line: string) => void logs.push(line) });
  let kafka: Kafka | undefined;
  let producer: Producer | undefined;
  if (options.kafka) {
    kafka = createKafka({
      brokers: infra.brokers,
      clientId: 'auth-test',
      logger: createLogger('kafka', 'silent'),
    });
    producer = kafka.producer({ allowAutoTopicCreation: false });
    await producer.connect();
  }
  const keys = await SigningKeys.fromPrivateJwks([await SigningKeys.generatePrivateJwk()]);
  const denylist = new TokenDenylist();
  const hasher = new PasswordHasher();
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'auth-media-'));
  let relay: OutboxRelay | undefined;
  const build = () =>
    createAuthApp({
      conn,
      logger,
      metrics: createMetrics('svc-auth', false),
      keys,
      denylist,
      hasher,
      mediaDir,
      tokenTtlSeconds: 3600,
      clock: options.clock,
      wait: options.wait,
      businessTime: options.businessTime,
      businessLocale: options.businessLocale,
    });
  const built = await build();
  if (producer) {
    relay = new OutboxRelay({ models: built.outboxModels, producer, logger, intervalMs: 100 });
    relay.start();
  }
  let activityConsumer: Consumer | undefined;
  if (producer && kafka && options.activity) {
    // As main wires it: the runtime attaches the sink at serve time, the consumer starts with the service.
    attachActivityLog(built.app, kafkaActivitySink(producer, logger));
    activityConsumer = await startActivityConsumer({ kafka, log: built.activity, logger });
  }
  await ensureFirstAdmin({ users: built.users, hasher, logger, config: { NODE_ENV: 'development' } });
  const api = () => request(built.app.callback());
  return {
    ...built,
    infra,
    conn,
    kafka,
    producer,
    relay,
    keys,
    denylist,
    hasher,
    mediaDir,
    logs,
    api,
    login: async (email, password) => {
      const res = await api().post('/api/login').send({ email, password });
      if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
      return (res.body as { data: { access_token: string } }).data.access_token;
    },
    restart: build,
    stop: async () => {
      await activityConsumer?.disconnect();
      await relay?.stop(2000);
      await producer?.disconnect();
      await conn.close();
      await infra.stop();
    },
  };
}

/** Polls `probe` until it returns true (generous limit: these machines are slow and shared). */
export async function eventually(probe: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
