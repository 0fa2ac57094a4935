/**
 * A service verifies admin calls only against a
 * current revocation state loaded from svc-auth (503 while it cannot know it), answers 503 rather than 401
 * when svc-auth's keys cannot be fetched, and keeps readiness fast and free of the broker.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineEndpoints, type RevocationSnapshot } from '@voltdesk/contracts';
import request from 'supertest';
import {
  createApp,
  createLogger,
  createMetrics,
  DependencyWatch,
  httpRevocationSource,
  JwtVerifier,
  registerEndpoints,
  respond,
  RevocationSync,
  setTrustedProxies,
  TokenDenylist,
  type ReadinessCheck,
} from '../src';
import { createTestSigner } from '../src/testing';

const logger = createLogger('kit-revocation', 'silent');

/** A stand-in for svc-auth's two server-to-server endpoints, which a test can take down. */
class FakeAuth {
  snapshot: RevocationSnapshot = { tokens: [], users: [] };
  jwks: object = { keys: [] };
  down = false;
  body: unknown;
  /** JWKS requests received (answered or not). */
  jwksFetches = 0;
  private server?: Server;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      if (req.url === '/.well-known/jwks.json') this.jwksFetches += 1;
      if (this.down) {
        res.destroy();
        return;
      }
      const json = req.url === '/.well-known/jwks.json' ? this.jwks : (this.body ?? this.snapshot);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(json));
    });
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((r) => this.server?.close(r));
  }
}

const kitEndpoints = defineEndpoints({
  admin: {
    name: 'admin',
    method: 'GET',
    path: 'kit/admin',
    service: 'content',
    access: 'admin',
    errors: 'data',
    view: 'raw',
    errorStatuses: [401, 403],
  },
  visitor: {
    name: 'visitor',
    method: 'GET',
    path: 'kit/public',
    service: 'content',
    access: 'public',
    errors: 'data',
    view: 'raw',
    errorStatuses: [],
  },
});

function serviceApp(verifier: JwtVerifier, readiness: Record<string, ReadinessCheck> = {}) {
  const app = createApp({ name: 'svc-kit', logger, metrics: createMetrics('svc-kit', false), readiness });
  registerEndpoints(app, {
    service: 'content',
    endpoints: kitEndpoints,
    verifier,
    handlers: {
      admin: async ({ user, ctx }) => respond(ctx, user.id),
      visitor: async ({ ctx }) => respond(ctx, ctx.ip),
    },
  });
  return app;
}

/** Polls `probe` until it is true (generous limit: the machines running this are slow and shared). */
async function eventually(probe: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

let auth: FakeAuth;
let signer: Awaited<ReturnType<typeof createTestSigner>>;

beforeEach(async () => {
  auth = await new FakeAuth().start();
  signer = await createTestSigner();
  auth.jwks = signer.jwks;
});
afterEach(() => auth.stop());

describe('revocation state (item 1)', () => {
  function setup(maxAgeMs = 4000) {
    let now = Date.now();
    const denylist = new TokenDenylist();
    const sync = new RevocationSync({
      denylist,
      source: httpRevocationSource(`${auth.url}/internal/revocations`, 500),
      logger,
      maxAgeMs,
      now: () => now,
    });
    const verifier = new JwtVerifier({ jwks: signer.jwks, denylist, revocationState: sync });
    const app = serviceApp(verifier, { revocations: sync.readiness });
    return { sync, app, advance: (ms: number) => (now += ms), api: () => request(app.callback()) };
  }

  it('refuses admin calls with 503 until the state is loaded; public calls are unaffected', async () => {
    const { sync, api } = setup();
    const token = await signer.sign({ sub: 'ada' });
    await api()
      .get('/api/kit/admin')
      .set('Authorization', `Bearer ${token}`)
      .expect(503, { message: 'Cannot verify sessions right now. Please try again shortly.' });
    await api().get('/api/kit/public').expect(200);
    await api().get('/readyz').expect(503);
    await sync.syncNow();
    await api().get('/api/kit/admin').set('Authorization', `Bearer ${token}`).expect(200);
    await api().get('/readyz').expect(200);
  });

  it('applies revoked tokens and per-user cut-offs from the snapshot, keeping the one kept session', async () => {
    const { sync, api } = setup();
    const logged = await signer.sign({ sub: 'ada', jti: 'logged-out' });
    const kept = await signer.sign({ sub: 'bob', jti: 'kept' });
    const other = await signer.sign({ sub: 'bob', jti: 'other' });
    auth.snapshot = {
      tokens: [{ jti: 'logged-out', expires_at: new Date(Date.now() + 3600_000).toISOString() }],
      users: [{ id: 'bob', revoked_before: new Date(Date.now() + 1000).toISOString(), keep_jti: 'kept' }],
    };
    await sync.syncNow();
    const call = (t: string) => api().get('/api/kit/admin').set('Authorization', `Bearer ${t}`);
    await call(logged).expect(401, { message: 'Unauthenticated.' });
    await call(other).expect(401);
    await call(kept).expect(200);
  });

  it('fails admin calls closed (503) once the state is older than the window, stays ready, and recovers when svc-auth answers', async () => {
    const { sync, api, advance } = setup(4000);
    const token = await signer.sign({ sub: 'ada' });
    const revoked = await signer.sign({ sub: 'ada', jti: 'gone' });
    auth.snapshot = {
      tokens: [{ jti: 'gone', expires_at: new Date(Date.now() + 3600_000).toISOString() }],
      users: [],
    };
    await sync.syncNow();
    auth.down = true;
    await expect(sync.syncNow()).rejects.toThrow();
    advance(4001);
    await api().get('/api/kit/admin').set('Authorization', `Bearer ${token}`).expect(503);
    // Known to be revoked stays 401: revocations never come undone.
    await api().get('/api/kit/admin').set('Authorization', `Bearer ${revoked}`).expect(401);
    await api().get('/api/kit/public').expect(200);
    // Stale is not unready: the public calls this pod serves still work, so it stays in its Service.
    await api().get('/readyz').expect(200, { status: 'ready' });
    advance(60_000);
    await api().get('/api/kit/admin').set('Authorization', `Bearer ${token}`).expect(503);
    await api().get('/readyz').expect(200);
    auth.down = false;
    await sync.syncNow();
    await api().get('/api/kit/admin').set('Authorization', `Bearer ${token}`).expect(200);
  });

  it('treats an answer that is not a snapshot as a failed load, never as an empty denylist', async () => {
    const { sync, api } = setup();
    auth.body = { tokens: 'all of them' };
    await expect(sync.syncNow()).rejects.toThrow(/not a revocation snapshot/);
    const token = await signer.sign({ sub: 'ada' });
    await api().get('/api/kit/admin').set('Authorization', `Bearer ${token}`).expect(503);
  });
});

describe('keys that cannot be fetched (item 7)', () => {
  const remoteVerifier = () =>
    new JwtVerifier({ jwksUrl: `${auth.url}/.well-known/jwks.json`, denylist: new TokenDenylist() });

  it('answers 503, not 401, to a valid token while the JWKS cannot be fetched', async () => {
    auth.down = true;
    const api = () => request(serviceApp(remoteVerifier()).callback());
    const token = await signer.sign({ sub: 'ada' });
    await api().get('/api/kit/admin').set('Authorization', `Bearer ${token}`).expect(503);
    auth.down = false;
    await api().get('/api/kit/admin').set('Authorization', `Bearer ${token}`).expect(200);
  });

  it('answers 503 to an unknown key id when svc-auth has gone away, 401 when it answers without that key', async () => {
    const verifier = remoteVerifier();
    const api = () => request(serviceApp(verifier).callback());
    const stranger = await createTestSigner();
    const unknownKid = await stranger.sign({ sub: 'ada' });
    // Fetched, and the key is not there: a bad token. Asked again at once, still fetched and still 401.
    await api().get('/api/kit/admin').set('Authorization', `Bearer ${unknownKid}`).expect(401);
    await api().get('/api/kit/admin').set('Authorization', `Bearer ${unknownKid}`).expect(401);
    const known = await signer.sign({ sub: 'ada' });
    await api().get('/api/kit/admin').set('Authorization', `Bearer ${known}`).expect(200);
    auth.down = true;
    // Still cached: a known key keeps verifying while svc-auth is away.
    await api().get('/api/kit/admin').set('Authorization', `Bearer ${known}`).expect(200);
    // An unknown key id right after a successful fetch (inside the cooldown) is not answered from that
    // older fetch: svc-auth cannot be reached now, so the service cannot know.
    await api().get('/api/kit/admin').set('Authorization', `Bearer ${unknownKid}`).expect(503);
    await api().get('/api/kit/admin').set('Authorization', `Bearer ${unknownKid}`).expect(503);
    auth.down = false;
    await eventually(async () => {
      const res = await api().get('/api/kit/admin').set('Authorization', `Bearer ${unknownKid}`);
      return res.status === 401;
    });
  });

  it('verifies a key svc-auth started using just after the last fetch (rotation), without waiting out a cooldown in 401s', async () => {
    const verifier = remoteVerifier();
    const api = () => request(serviceApp(verifier).callback());
    await api()
      .get('/api/kit/admin')
      .set('Authorization', `Bearer ${await signer.sign({ sub: 'ada' })}`)
      .expect(200);
    const rotated = await createTestSigner();
    auth.jwks = { keys: [...rotated.jwks.keys, ...signer.jwks.keys] };
    await api()
      .get('/api/kit/admin')
      .set('Authorization', `Bearer ${await rotated.sign({ sub: 'ada' })}`)
      .expect(200);
  });

  it('fetches the JWKS at most once per cooldown however many unknown key ids arrive, svc-auth up or down', async () => {
    const verifier = new JwtVerifier({
      jwksUrl: `${auth.url}/.well-known/jwks.json`,
      jwksCooldownMs: 500,
      denylist: new TokenDenylist(),
    });
    const api = () => request(serviceApp(verifier).callback());
    const forged = await Promise.all(
      Array.from({ length: 10 }, async () => (await createTestSigner()).sign({ sub: 'mallory' })),
    );
    for (const down of [false, true]) {
      auth.down = down;
      auth.jwksFetches = 0;
      const started = Date.now();
      // Five rounds of ten forged tokens at once.
      for (let round = 0; round < 5; round += 1) {
        const statuses = await Promise.all(
          forged.map(
            async (t) => (await api().get('/api/kit/admin').set('Authorization', `Bearer ${t}`)).status,
          ),
        );
        expect(new Set(statuses)).toEqual(new Set([down ? 503 : 401]));
      }
      // A count bound, not a timing one: one fetch per started cooldown of the time the rounds took.
      const cooldowns = Math.ceil((Date.now() - started) / 500);
      expect(auth.jwksFetches).toBeGreaterThan(0);
      expect(auth.jwksFetches).toBeLessThanOrEqual(cooldowns + 1);
    }
  });
});

describe('readiness and health (item 8)', () => {
  it('answers /readyz whatever a check does (one that never answers fails at 800 ms), and never waits for a watched dependency', async () => {
    const registry = createMetrics('svc-kit', false).registry;
    const broker = new DependencyWatch(
      'kafka',
      () => new Promise((_, reject) => setTimeout(() => reject(new Error('broker down')), 50)),
      registry,
    );
    await broker.probe();
    const never = () => new Promise<void>(() => undefined);
    const app = createApp({
      name: 'svc-kit',
      logger,
      metrics: { ...createMetrics('svc-kit', false), registry },
      readiness: { mongo: never, kafka: broker },
    });
    // It answers at all, naming the check's own time limit: the bound is the check's, not a stopwatch's
    // (how fast is a benchmark's question; a loaded machine would fail any bound written here).
    const ready = await request(app.callback()).get('/readyz').expect(503);
    expect(ready.body.failures).toEqual({ mongo: 'no answer within 800 ms' });

    const fine = createApp({
      name: 'svc-kit',
      logger,
      metrics: { ...createMetrics('svc-kit', false), registry },
      readiness: { mongo: async () => undefined, kafka: broker },
    });
    await request(fine.callback()).get('/readyz').expect(200, { status: 'ready' });
    const health = await request(fine.callback()).get('/healthz').expect(200);
    expect(health.body).toEqual({
      status: 'ok',
      details: { kafka: { up: false, checked_at: expect.any(String), error: 'broker down' } },
    });
    expect(await registry.getSingleMetricAsString('dependency_up')).toMatch(/dependency="kafka"[^}]*} 0/);
  });
});

describe('client address behind proxies (item 4)', () => {
  const app = () => serviceApp(new JwtVerifier({ jwks: { keys: [] }, denylist: new TokenDenylist() }));

  it('believes X-Forwarded-For from the local gateway by default, only its last (appended) entry', async () => {
    const res = await request(app().callback())
      .get('/api/kit/public')
      .set('X-Forwarded-For', '6.6.6.6, 203.0.113.7')
      .expect(200);
    expect(res.body.data).toBe('203.0.113.7');
  });

  it('ignores X-Forwarded-For from a peer that is not a configured proxy', async () => {
    const untrusting = app();
    setTrustedProxies(untrusting, '10.1.2.3, 192.168.0.0/16');
    const res = await request(untrusting.callback())
      .get('/api/kit/public')
      .set('X-Forwarded-For', '203.0.113.7')
      .expect(200);
    expect(res.body.data).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });
});
