import type { Consumer } from 'kafkajs';
import { createLogger, createMetrics, JwtVerifier, TokenDenylist } from '@voltdesk/service-kit';
import request from 'supertest';
import { createContentApp } from '../app';
import { bearer, LANDING_KEY, startHarness, type Harness } from '../test-support/harness';
import { startCacheInvalidation } from './consumer';

let h: Harness;
let consumer: Consumer | undefined;
beforeAll(async () => {
  h = await startHarness({ kafka: true });
});
afterAll(async () => {
  await consumer?.disconnect();
  await h?.stop();
});

describe('landing cache across replicas', () => {
  it('a setup write on one replica empties the cache of another through content.setup.v1', async () => {
    // A second replica: same database, its own caches, its own consumer group.
    const other = createContentApp({
      conn: h.conn,
      models: h.models,
      verifier: new JwtVerifier({ jwks: { keys: [] }, denylist: new TokenDenylist() }),
      logger: createLogger('replica', 'silent'),
      metrics: createMetrics('replica', false),
      mediaDir: h.mediaDir,
      publicUrl: 'http://site.test',
      landingKey: LANDING_KEY,
      doubleOptIn: true,
      landingCacheTtlMs: 0, // no TTL: only the event can refresh it
      publicWriteLimitPerHour: 1000,
    });
    consumer = await startCacheInvalidation({
      kafka: h.kafka,
      changes: other.services.changes,
      logger: createLogger('replica', 'silent'),
    });
    const landing = () =>
      request(other.app.callback()).get('/api/landding').set('key', LANDING_KEY).expect(200);
    const before = await landing();
    expect(before.body.data.singleSetups.mainBanner).toBeUndefined();

    await h
      .api()
      .post('/api/admin/createSingleSetup')
      .set(bearer(h.admin))
      .field('key', 'mainBanner')
      .field('title', 'From replica one')
      .field('description', 'x')
      .expect(200);

    const deadline = Date.now() + 30_000;
    for (;;) {
      const res = await landing();
      if (res.body.data.singleSetups.mainBanner?.title === 'From replica one') break;
      if (Date.now() > deadline) throw new Error('the other replica never saw the change');
      await new Promise((r) => setTimeout(r, 200));
    }
  });
});
