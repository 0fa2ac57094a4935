import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kafka } from 'kafkajs';
import mongoose, { type Connection } from 'mongoose';
import request from 'supertest';
import { createKafka, createLogger, TokenDenylist } from '../src';
import { createTestSigner, startTestInfra, type TestInfra } from '../src/testing';
import { createSampleApp } from './sample-app';
import { readTopic } from '../src/testing';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let infra: TestInfra;
let conn: Connection;
let kafka: Kafka;
let signer: Awaited<ReturnType<typeof createTestSigner>>;
let sample: Awaited<ReturnType<typeof createSampleApp>>;
let denylist: TokenDenylist;
let adminToken: string;
const mediaDir = mkdtempSync(path.join(os.tmpdir(), 'kit-media-'));

beforeAll(async () => {
  infra = await startTestInfra();
  conn = await mongoose.createConnection(infra.mongoUrl, { dbName: infra.dbName('kit') }).asPromise();
  kafka = createKafka({
    brokers: infra.brokers,
    clientId: 'kit-test',
    logger: createLogger('kit', 'silent'),
  });
  signer = await createTestSigner();
  denylist = new TokenDenylist();
  sample = await createSampleApp({ conn, kafka, jwks: signer.jwks, mediaDir, denylist });
  adminToken = await signer.sign({ sub: 'u1' });
});

afterAll(async () => {
  await sample.relay?.stop(2000);
  await sample.producer?.disconnect();
  await conn.close();
  await infra.stop();
});

const api = () => request(sample.app.callback());

describe('health and metrics', () => {
  it('answers /healthz, /readyz and /metrics', async () => {
    await api().get('/healthz').expect(200, { status: 'ok' });
    await api().get('/readyz').expect(200, { status: 'ready' });
    await api().get('/api/sample/items').expect(200);
    const metrics = await api().get('/metrics').expect(200);
    expect(metrics.text).toMatch(/http_requests_total\{.*route="\/api\/sample\/items".*\} \d+/);
    expect(metrics.text).toContain('outbox_relay_lag_seconds');
  });

  it('sets a request id and security headers', async () => {
    const res = await api().get('/api/sample/items').set('X-Request-Id', 'abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('admin guard', () => {
  const body = { name: 'guarded', qty: 1 };
  it('answers 401 Unauthenticated. without, or with a bad, token', async () => {
    await api().post('/api/sample/items').send(body).expect(401, { message: 'Unauthenticated.' });
    await api()
      .post('/api/sample/items')
      .set('Authorization', 'Bearer not.a.token')
      .send(body)
      .expect(401, { message: 'Unauthenticated.' });
    const other = await createTestSigner();
    const forged = await other.sign({ sub: 'u1' });
    await api().post('/api/sample/items').set('Authorization', `Bearer ${forged}`).send(body).expect(401);
  });

  it('answers 401 for an expired token', async () => {
    const expired = await signer.sign({ sub: 'u1', ttlSeconds: -10 });
    await api().post('/api/sample/items').set('Authorization', `Bearer ${expired}`).send(body).expect(401);
  });

  it('answers 403 for a valid token of a non-admin', async () => {
    const token = await signer.sign({ sub: 'u2', user_type: 'customer' });
    await api().post('/api/sample/items').set('Authorization', `Bearer ${token}`).send(body).expect(403);
  });

  it('refuses a revoked token and every token of a deactivated user', async () => {
    const token = await signer.sign({ sub: 'u3', jti: 'revoke-me' });
    await api()
      .get('/api/sample/deleteItem?id=aaaaaaaaaaaaaaaaaaaaaaaa')
      .set('Authorization', `Bearer ${token}`);
    denylist.revokeToken('revoke-me', Date.now() + 60_000);
    await api()
      .delete('/api/sample/deleteItem?id=aaaaaaaaaaaaaaaaaaaaaaaa')
      .set('Authorization', `Bearer ${token}`)
      .expect(401, { message: 'Unauthenticated.' });

    const other = await signer.sign({ sub: 'u4' });
    denylist.revokeUserTokensBefore('u4', Date.now());
    await api()
      .delete('/api/sample/deleteItem?id=aaaaaaaaaaaaaaaaaaaaaaaa')
      .set('Authorization', `Bearer ${other}`)
      .expect(401);
  });
});

describe('validation and error envelope', () => {
  const post = (payload: unknown) =>
    api()
      .post('/api/sample/items')
      .set('Authorization', `Bearer ${adminToken}`)
      .send(payload as object);

  it('answers 422 with the first message per named field', async () => {
    const res = await post({ qty: 0, extra: 1 }).expect(422);
    expect(res.body).toEqual({
      message: 'The given data was invalid.',
      data: {
        name: ['The name field is required.'],
        qty: ['The qty must be at least 1.'],
        extra: ['The extra field is not allowed.'],
      },
    });
  });

  it('refuses operator objects and over-long strings', async () => {
    const res = await post({ name: { $gt: '' }, qty: 1 }).expect(422);
    expect(res.body.data.name).toEqual(['The name must be a string.']);
    const long = await post({ name: 'x'.repeat(21), qty: 1 }).expect(422);
    expect(long.body.data.name).toEqual(['The name may not be greater than 20 characters.']);
  });

  it('trims strings before validating', async () => {
    const res = await post({ name: '  trimmed  ', qty: 2 }).expect(201);
    expect(res.body.data).toMatchObject({ name: 'trimmed', qty: 2 });
  });

  it('answers 400 for malformed JSON and 413 for a body over 1 MB', async () => {
    await api()
      .post('/api/sample/items')
      .set('Authorization', `Bearer ${adminToken}`)
      .set('Content-Type', 'application/json')
      .send('{"name": ')
      .expect(400);
    const big = await post({ name: 'big', qty: 1, tags: Array(120_000).fill('0123456789') });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ message: 'The request is too large: at most 1 MB.' });
  });

  it('answers 415 for a body that is neither JSON nor multipart', async () => {
    const res = await api()
      .post('/api/sample/items')
      .set('Authorization', `Bearer ${adminToken}`)
      .set('Content-Type', 'text/plain')
      .send('name=x')
      .expect(415);
    expect(res.body).toEqual({ message: 'Send the body as application/json or multipart/form-data.' });
  });

  it('translates a duplicate key into 422 on that field', async () => {
    await post({ name: 'dupe', qty: 1 }).expect(201);
    const res = await post({ name: 'dupe', qty: 1 }).expect(422);
    expect(res.body.data).toEqual({ name: ['The name has already been taken.'] });
  });

  it('hides internals behind a 500', async () => {
    const res = await api().get('/api/sample/boom').expect(500);
    expect(res.body).toEqual({ message: 'Server error.' });
  });

  it('answers 404 in the envelope for unknown paths and ids', async () => {
    await api().get('/api/nowhere').expect(404, { message: 'Not found.' });
    await api()
      .delete('/api/sample/deleteItem?id=bbbbbbbbbbbbbbbbbbbbbbbb')
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(404, { message: 'Item not found.' });
    const bad = await api()
      .delete('/api/sample/deleteItem?id=%7B%22%24gt%22%3A%22%22%7D')
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(422);
    expect(bad.body.data.id).toEqual(['The id format is invalid.']);
  });

  it('guards key routes', async () => {
    await api().get('/api/sample/landing').expect(404);
    await api()
      .get('/api/sample/landing')
      .set('key', 'sample-key')
      .expect(200, { data: { landing: true } });
  });
});

describe('uploads', () => {
  const upload = (buf: Buffer, name: string) =>
    api().post('/api/sample/upload').set('Authorization', `Bearer ${adminToken}`).attach('image', buf, name);

  it('stores an image by its content and serves it immutable', async () => {
    const res = await upload(PNG, 'pixel.png').expect(200);
    expect(res.body.data.url).toMatch(/^\/media\/content\/[a-f0-9]{64}\.png$/);
    const again = await upload(PNG, 'renamed.jpg').expect(200);
    expect(again.body.data.url).toBe(res.body.data.url);
    const served = await api().get(res.body.data.url).expect(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toBe('image/png');
    // Loadable from a mail client or another origin (a newsletter's logo), still inert.
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.headers['content-security-policy']).toBe("default-src 'none'");
    expect(Buffer.compare(served.body as Buffer, PNG)).toBe(0);
  });

  it('refuses an SVG or a renamed executable, whatever its name says', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    const res = await upload(svg, 'logo.png').expect(422);
    expect(res.body.data.image[0]).toMatch(/must be a file of type/);
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(200)]);
    await upload(elf, 'photo.jpg').expect(422);
  });

  it('refuses a file over 5 MB with 413, saying what the limit is', async () => {
    const huge = Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)]);
    const res = await upload(huge, 'huge.png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      message:
        'The request is too large: a file may be at most 5 MB, and the files of one request 20 MB together.',
    });
  });

  it('never serves names it could not have written', async () => {
    await api().get('/media/content/../../etc/passwd').expect(404);
    await api().get('/media/content/abc.png').expect(404);
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After once the budget is spent, across app restarts', async () => {
    for (let i = 0; i < 3; i += 1) await api().post('/api/sample/limited').expect(200);
    const res = await api().post('/api/sample/limited').expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const restarted = await createSampleApp({ conn, jwks: signer.jwks, mediaDir });
    await request(restarted.app.callback()).post('/api/sample/limited').expect(429);
  });

  it('counts the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    const from = (forged: string) =>
      api().post('/api/sample/limited').set('X-Forwarded-For', `${forged}, 203.0.113.9`);
    for (let i = 0; i < 3; i += 1) await from(`198.51.100.${i}`).expect(200);
    await from('198.51.100.77').expect(429);
  });
});

describe('outbox', () => {
  it('publishes the event written with a change, then clears it', async () => {
    const res = await api()
      .post('/api/sample/items')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ name: 'evented', qty: 3 })
      .expect(201);
    const id = res.body.data.id as string;
    const events = await readTopic(kafka, 'content.contact.v1', (e) => e.subject === id);
    expect(events[0]).toMatchObject({ type: 'contact.received', source: 'svc-sample', subject: id });
    await expect(sample.relay!.flush(5000)).resolves.toBe(true);
    const raw = await sample.Item.collection.findOne({ name: 'evented' });
    expect(raw?._outbox).toBeUndefined();
    expect(raw?._pending).toBeUndefined();
  });

  it('hides a deleted document at once and removes it after its event is out', async () => {
    const res = await api()
      .post('/api/sample/items')
      .set('Authorization', `Bearer ${adminToken}`)
      .send({ name: 'doomed', qty: 1 })
      .expect(201);
    const id = res.body.data.id as string;
    await api()
      .delete(`/api/sample/deleteItem?id=${id}`)
      .set('Authorization', `Bearer ${adminToken}`)
      .expect(200);
    const list = await api().get('/api/sample/items').expect(200);
    expect(list.body.data.map((i: { name: string }) => i.name)).not.toContain('doomed');
    const events = await readTopic(kafka, 'content.newsletter.v1', (e) => e.subject === id);
    expect(events[0]).toMatchObject({ type: 'subscriber.removed' });
    await sample.relay!.flush(5000);
    expect(await sample.Item.collection.findOne({ name: 'doomed' })).toBeNull();
  });
});
