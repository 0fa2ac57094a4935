/**
 * Starts the real svc-pos app in-process on the embedded database (and, when asked, the Mokapi broker
 * with the outbox relay), with a test signer standing in for svc-auth.
 */
import type { Kafka } from 'kafkajs';
import mongoose, { type Connection } from 'mongoose';
import request from 'supertest';
import {
  createKafka,
  createLogger,
  createMetrics,
  JwtVerifier,
  syncIndexes,
  TokenDenylist,
  type OutboxRelay,
} from '@voltdesk/service-kit';
import {
  createTestSigner,
  startTestInfra,
  startTestRelay,
  useStarted,
  type TestInfra,
} from '@voltdesk/service-kit/testing';
import { createPosApp } from '../src/app';
import type { StaffNames } from '../src/reports/staff-names';
import type { Clock } from '@voltdesk/service-kit';
import type { OrderView } from '@voltdesk/contracts';

export interface PosHarness {
  api: () => ReturnType<typeof request>;
  /** Authorization header of an active admin (`sub` admin-1). */
  auth: { Authorization: string };
  tokenFor(claims: {
    sub: string;
    user_type?: string;
    role?: string;
    perms?: string[];
  }): Promise<{ Authorization: string }>;
  app: ReturnType<typeof createPosApp>;
  conn: Connection;
  kafka?: Kafka;
  relay?: OutboxRelay;
  stop(): Promise<void>;
}

export async function startPos(
  options: { kafka?: boolean; clock?: Clock; staffNames?: StaffNames } = {},
): Promise<PosHarness> {
  const infra: TestInfra = await startTestInfra({ kafka: options.kafka ?? false });
  const conn = await mongoose
    .createConnection(infra.mongoUrl, {
      dbName: infra.dbName('pos'),
      // Tests watch the commands the app sends (the exports' batch sizes).
      monitorCommands: true,
    })
    .asPromise();
  const signer = await createTestSigner();
  const logger = createLogger('svc-pos', process.env.TEST_LOG_LEVEL ?? 'silent');
  const app = createPosApp({
    conn,
    logger,
    metrics: createMetrics('svc-pos', false),
    verifier: new JwtVerifier({ jwks: signer.jwks, denylist: new TokenDenylist() }),
    clock: options.clock,
    staffNames: options.staffNames,
  });
  await syncIndexes(conn);
  const kafka = options.kafka
    ? createKafka({ brokers: infra.brokers, clientId: 'svc-pos-test', logger })
    : undefined;
  const outbox = kafka
    ? await startTestRelay(kafka, { models: [app.models.orders, app.models.quotes], logger, drainMs: 2000 })
    : undefined;
  const tokenFor = async (claims: { sub: string; user_type?: string; role?: string; perms?: string[] }) => ({
    Authorization: `Bearer ${await signer.sign(claims)}`,
  });
  return {
    api: () => request(app.app.callback()),
    auth: await tokenFor({ sub: 'admin-1' }),
    tokenFor,
    app,
    conn,
    kafka,
    relay: outbox?.relay,
    stop: async () => {
      await outbox?.stop();
      await conn.close();
      await infra.stop();
    },
  };
}

/** The suite's svc-pos, started before its tests and stopped after them (`useStarted`). */
export function usePos(options?: Parameters<typeof startPos>[0]): PosHarness {
  return useStarted(() => startPos(options));
}

/** A well-formed id that no record has. */
export const UNKNOWN_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';

/** Creates an order as the admin from `orderBody(items, overrides)`; the order svc-pos answers. */
export async function insertOrder<T = { id: string; invoice_no: number }>(
  h: PosHarness,
  items: Parameters<typeof orderBody>[0],
  overrides: Record<string, unknown> = {},
): Promise<T> {
  const res = await h
    .api()
    .post('/api/admin/insertOrder')
    .set(h.auth)
    .send(orderBody(items, overrides))
    .expect(201);
  return res.body.data as T;
}

/** The order as `getOrders?id=` answers it to the admin. */
export async function getOrder<T = OrderView>(h: PosHarness, id: string): Promise<T> {
  return (await h.api().get(`/api/admin/getOrders?id=${id}`).set(h.auth).expect(200)).body.data as T;
}

/**
 * `updateOrder` as the order form sends it: `body` with the order's id and the revision it has now (a form
 * that has just loaded it), so tests of what an edit does are not refused as stale. `.expect(status)` sends
 * it. (An unknown id has no revision: 0 is sent, and the answer is the 404.)
 */
export function updateOrder(
  h: PosHarness,
  id: string,
  body: Record<string, unknown>,
  auth: Record<string, string> = h.auth,
) {
  return {
    expect: async (status: number) => {
      const current = await h.api().get(`/api/admin/getOrders?id=${id}`).set(h.auth);
      const rev = (current.body.data as OrderView | undefined)?.rev ?? 0;
      return h
        .api()
        .put('/api/admin/updateOrder')
        .set(auth)
        .send({ id, rev, ...body })
        .expect(status);
    },
  };
}

/** A valid order body for the given services (price 10 x qty 1 each unless overridden). */
export function orderBody(
  items: Array<{ id: string; name?: string; price?: number; qty?: number }>,
  overrides: Record<string, unknown> = {},
) {
  return {
    customer: {
      phone: '07700 900123',
      name: 'Alice Smith',
      email: 'alice@example.com',
      address: '1 High St',
    },
    items: items.map((i) => ({
      id: i.id,
      name: i.name ?? 'Socket installation',
      price: i.price ?? 10,
      qty: i.qty ?? 1,
    })),
    payment: 0,
    ...overrides,
  };
}

/** Creates a category and an active service; returns the service id. */
export async function seedService(
  h: PosHarness,
  name = 'Socket installation',
  price = 65,
  category = `Installations ${Math.random().toString(36).slice(2, 8)}`,
): Promise<string> {
  const cat = await h
    .api()
    .post('/api/admin/insertCategory')
    .set(h.auth)
    .send({ name: category })
    .expect(201);
  const prod = await h
    .api()
    .post('/api/admin/insertProduct')
    .set(h.auth)
    .send({ name, price, category_id: cat.body.data.id })
    .expect(201);
  return prod.body.data.id as string;
}
