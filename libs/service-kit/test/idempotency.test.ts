import mongoose, { type Connection } from 'mongoose';
import request from 'supertest';
import { defineEndpoints, IDEMPOTENT } from '@voltdesk/contracts';
import {
  createApp,
  createLogger,
  createMetrics,
  IdempotencyStore,
  KEY_REUSED,
  registerEndpoints,
  UnauthenticatedError,
  ValidationError,
  type Principal,
  type TokenVerifier,
} from '../src';
import { startTestInfra, type TestInfra } from '../src/testing';

/** An idempotent create: each run of its handler "queues" one more newsletter. */
const endpoints = defineEndpoints({
  queue: {
    name: 'queue',
    method: 'POST',
    path: 'kit/queue',
    service: 'content',
    access: 'admin',
    body: 'content.newsletter.send',
    errors: 'data',
    view: 'content.views.newsletterQueued',
    errorStatuses: [401, 403, 409, 422],
    message: 'Queued.',
    ...IDEMPOTENT,
  },
});

const principal = (id: string): Principal => ({
  id,
  user_type: 'admin',
  role: 'owner',
  permissions: null,
  jti: `j-${id}`,
  exp: 0,
  iat: 0,
});
const verifier: TokenVerifier = {
  verify: async (token) => {
    if (token === 'ann' || token === 'bob') return principal(token);
    throw new UnauthenticatedError();
  },
};

let infra: TestInfra;
let conn: Connection;
let queued: string[];
let api: ReturnType<typeof request>;

beforeAll(async () => {
  infra = await startTestInfra({ kafka: false });
  conn = await mongoose.createConnection(infra.mongoUrl, { dbName: infra.dbName('idempotency') }).asPromise();
  const store = new IdempotencyStore(conn);
  await conn.syncIndexes();
  const app = createApp({
    name: 'kit',
    logger: createLogger('kit', 'silent'),
    metrics: createMetrics('kit', false),
    readiness: {},
  });
  registerEndpoints(app, {
    service: 'content',
    endpoints,
    verifier,
    idempotency: store,
    handlers: {
      queue: async ({ body }) => {
        if (body.subject === 'refuse') throw new ValidationError({ subject: ['Refused.'] });
        // A write that takes a moment, so concurrent repeats overlap it.
        await new Promise((resolve) => setImmediate(resolve));
        queued.push(body.subject);
        return { data: { id: String(queued.length) }, status: 201 };
      },
    },
  });
  api = request(app.callback());
});

beforeEach(() => {
  queued = [];
});

afterAll(async () => {
  await conn.close();
  await infra.stop();
});

const send = (who: string, subject: string, key?: string) => {
  const req = api.post('/api/kit/queue').set('authorization', `Bearer ${who}`);
  return (key === undefined ? req : req.set('Idempotency-Key', key)).send({ subject, message: '<p>Hi</p>' });
};

it('runs a keyed write once: the repeat gets the first answer back, marked as a replay', async () => {
  const first = await send('ann', 'Spring', 'k-once').expect(201);
  const again = await send('ann', 'Spring', 'k-once').expect(201);
  expect(first.body).toEqual({ data: { id: '1' }, message: 'Queued.' });
  expect(again.body).toEqual(first.body);
  expect(first.headers['idempotent-replayed']).toBeUndefined();
  expect(again.headers['idempotent-replayed']).toBe('true');
  expect(queued).toEqual(['Spring']);
});

it('runs a keyed write once when the repeats arrive together', async () => {
  const answers = await Promise.all(Array.from({ length: 8 }, () => send('ann', 'Summer', 'k-race')));
  expect(answers.map((a) => a.status)).toEqual(Array(8).fill(201));
  expect(new Set(answers.map((a) => a.body.data.id))).toEqual(new Set(['1']));
  expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(7);
  expect(queued).toEqual(['Summer']);
});

it('refuses the key with another request (409), and writes nothing for it', async () => {
  await send('ann', 'Autumn', 'k-other').expect(201);
  await send('ann', 'Winter', 'k-other').expect(409, { message: KEY_REUSED });
  expect(queued).toEqual(['Autumn']);
});

it('frees the key of a refused request, so the corrected retry goes through', async () => {
  await send('ann', 'refuse', 'k-fix').expect(422);
  await send('ann', 'Fixed', 'k-fix').expect(201);
  expect(queued).toEqual(['Fixed']);
});

it("keeps each admin's keys apart, and runs every call without a key", async () => {
  await send('ann', 'Mine', 'k-shared').expect(201);
  const bob = await send('bob', 'Mine', 'k-shared').expect(201);
  expect(bob.headers['idempotent-replayed']).toBeUndefined();
  await send('ann', 'Twice').expect(201);
  await send('ann', 'Twice').expect(201);
  await send('ann', 'Blank', '  ').expect(201);
  expect(queued).toEqual(['Mine', 'Mine', 'Twice', 'Twice', 'Blank']);
});

it("checks the key against the definition's header schema", async () => {
  const res = await send('ann', 'Long', 'k'.repeat(201)).expect(422);
  expect(res.body.data).toEqual({
    idempotency_key: ['The idempotency key may not be greater than 200 characters.'],
  });
  expect(queued).toEqual([]);
});

it('refuses to start an idempotent endpoint without a store', () => {
  const app = createApp({
    name: 'kit',
    logger: createLogger('kit', 'silent'),
    metrics: createMetrics('kit', false),
    readiness: {},
  });
  expect(() =>
    registerEndpoints(app, {
      service: 'content',
      endpoints,
      verifier,
      handlers: { queue: async () => ({ data: { id: 'x' } }) },
    }),
  ).toThrow(/queue is idempotent: give an idempotency store/);
});
