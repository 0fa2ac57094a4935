import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kafka } from 'kafkajs';
import type Koa from 'koa';
import mongoose, { type Connection } from 'mongoose';
import request from 'supertest';
import {
  createKafka,
  createLogger,
  createMetrics,
  JwtVerifier,
  syncIndexes,
  TokenDenylist,
} from '@voltdesk/service-kit';
import {
  createTestSigner,
  startTestInfra,
  startTestRelay,
  useStarted,
  type TestInfra,
} from '@voltdesk/service-kit/testing';
import { createContentApp, type ContentAppDeps, type ContentServices } from '../app';
import { contentModels, type ContentModels } from '../models';

export const LANDING_KEY = 'test-landing-key';
export const PUBLIC_URL = 'http://site.test';

/** Small valid images, by their bytes. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** A 1x1 ICO wrapping a PNG (favicon). */
export const ICO = Buffer.concat([
  Buffer.from([0, 0, 1, 0, 1, 0, 1, 1, 0, 0, 1, 0, 32, 0]),
  Buffer.from(Uint32Array.of(PNG.length).buffer),
  Buffer.from(Uint32Array.of(22).buffer),
  PNG,
]);
export const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');

export interface Harness {
  infra: TestInfra;
  conn: Connection;
  kafka: Kafka;
  models: ContentModels;
  services: ContentServices;
  /** The Koa app itself (for settings main applies at serve time, such as the trusted proxies). */
  app: Koa;
  api: () => ReturnType<typeof request>;
  admin: string;
  nonAdmin: string;
  /** Signs a token as svc-auth would (an owner unless `role` says otherwise). */
  sign: Awaited<ReturnType<typeof createTestSigner>>['sign'];
  mediaDir: string;
  stop(): Promise<void>;
}

/**
 * The real app in-process on the embedded database and (when `kafka`) the Mokapi broker with a running
 * outbox relay. One per test file, each with its own database.
 */
export async function startHarness(
  options: { kafka?: boolean; overrides?: Partial<ContentAppDeps> } = {},
): Promise<Harness> {
  const infra = await startTestInfra({ kafka: options.kafka ?? false });
  const conn = await mongoose
    .createConnection(infra.mongoUrl, { dbName: infra.dbName('content') })
    .asPromise();
  const models = contentModels(conn);
  await syncIndexes(conn);
  const logger = createLogger('svc-content-test', process.env.TEST_LOG_LEVEL ?? 'silent');
  const metrics = createMetrics('svc-content-test', false);
  const kafka = createKafka({ brokers: infra.brokers || '127.0.0.1:1', clientId: 'content-test', logger });
  const outbox = options.kafka
    ? await startTestRelay(kafka, { models: models.withOutbox, logger, metrics, drainMs: 3000 })
    : undefined;
  const signer = await createTestSigner();
  const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'content-media-'));
  const { app, services } = createContentApp({
    conn,
    models,
    verifier: new JwtVerifier({ jwks: signer.jwks, denylist: new TokenDenylist() }),
    logger,
    metrics,
    mediaDir,
    publicUrl: PUBLIC_URL,
    landingKey: LANDING_KEY,
    doubleOptIn: true,
    landingCacheTtlMs: 60_000,
    publicWriteLimitPerHour: 1000,
    ...options.overrides,
  });
  const callback = app.callback();
  return {
    infra,
    conn,
    kafka,
    models,
    services,
    app,
    api: () => request(callback),
    admin: await signer.sign({ sub: '64b000000000000000000001' }),
    nonAdmin: await signer.sign({ sub: '64b000000000000000000002', user_type: 'customer' }),
    sign: signer.sign,
    mediaDir,
    stop: async () => {
      await outbox?.stop();
      await conn.close();
      await infra.stop();
    },
  };
}

/** The suite's harness, started before its tests and stopped after them (`useStarted`). */
export function useHarness(options?: Parameters<typeof startHarness>[0]): Harness {
  return useStarted(() => startHarness(options));
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
export const UNKNOWN_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';

/** Creates a page as the admin (a hidden one is then set inactive, the way the CMS hides it); its id. */
export async function addPage(h: Harness, name: string, { hidden = false } = {}): Promise<string> {
  const admin = bearer(h.admin);
  const created = await h
    .api()
    .post('/api/admin/pageInsert')
    .set(admin)
    .send({ name, description: '<p>x</p>' })
    .expect(201);
  const id: string = created.body.data.id;
  if (hidden) {
    await h
      .api()
      .put('/api/admin/updatePage')
      .set(admin)
      .send({ id, name, description: '<p>x</p>', status: 0 })
      .expect(200);
  }
  return id;
}

/** Creates a post with an image as the admin. */
export async function addPost(h: Harness, title: string): Promise<void> {
  await h
    .api()
    .post('/api/admin/insertPost')
    .set(bearer(h.admin))
    .field('title', title)
    .field('description', '<p>x</p>')
    .attach('image', PNG, 'a.png')
    .expect(201);
}

/** One block of text: the least a service or banner page holds. */
const ONE_BLOCK = JSON.stringify([{ text: 'x' }]);

/** Creates a service page with its header image as the admin; its id. */
export async function addServicePage(h: Harness, title: string): Promise<string> {
  const created = await h
    .api()
    .post('/api/admin/insertService')
    .set(bearer(h.admin))
    .field('title', title)
    .field('sort_description', 'x')
    .field('json_data', ONE_BLOCK)
    .attach('em_image', PNG, 'a.png')
    .expect(201);
  return created.body.data.id;
}

/** Creates a banner page with its header image as the admin; its id. */
export async function addBannerPage(h: Harness, title: string): Promise<string> {
  const created = await h
    .api()
    .post('/api/admin/insertBannerpage')
    .set(bearer(h.admin))
    .field('title', title)
    .field('sort_description', 'x')
    .field('banner_title', 'x')
    .field('banner_description', 'x')
    .field('json_data', ONE_BLOCK)
    .attach('em_image', PNG, 'a.png')
    .expect(201);
  return created.body.data.id;
}

/** Classic XSS payloads; stored rich text must come back without any way to run script. */
export const XSS_VECTORS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href="&#106;avascript:alert(1)">x</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<body onload=alert(1)>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<div style="width: expression(alert(1))">x</div>',
  '<object data="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="></object>',
  '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<a href="//evil.example/x">x</a>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<details open ontoggle=alert(1)>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<span style="color:red;position:fixed;top:0">x</span>',
];

/** What a sanitized output must never contain. */
export function assertHarmless(html: string): void {
  expect(html).not.toMatch(/<script|<iframe|<object|<svg|<math|<meta|<form|<style|<body|<details/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|data:|expression\(|position\s*:/i);
  expect(html).not.toMatch(/href="\/\//i);
}
