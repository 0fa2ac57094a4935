/**
 * Through the runtime every service starts from: readiness is "database reachable
 * and revocation state current", answers ready with the broker down (the outbox rides that out), and
 * turns 503 when svc-auth's revocation state goes stale. How fast /readyz answers is a benchmark's
 * question, not a test's: a loaded machine may take longer than any bound written here.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Schema } from 'mongoose';
import request from 'supertest';
import {
  createApp,
  launchService,
  runtimeFor,
  ServiceRuntime,
  type RunningService,
  type ServiceStartup,
} from '../src';
import { startTestInfra, type TestInfra } from '../src/testing';

let infra: TestInfra;
let auth: Server;
let authUrl: string;
let authDown = false;
let runtime: ServiceRuntime;
let running: RunningService;

beforeAll(async () => {
  infra = await startTestInfra({ kafka: false });
  auth = createServer((req, res) => {
    if (authDown) return res.destroy();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(req.url?.startsWith('/internal') ? { tokens: [], users: [] } : { keys: [] }));
  });
  await new Promise<void>((r) => auth.listen(0, '127.0.0.1', r));
  authUrl = `http://127.0.0.1:${(auth.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await running?.shutdown();
  auth.closeAllConnections();
  await new Promise((r) => auth.close(r));
  await infra.stop();
});

it('launchService: composes the service, builds its indexes, runs its own steps around serving and stops them first', async () => {
  const steps: string[] = [];
  const startup: ServiceStartup = {
    name: 'svc-kit-launch',
    service: 'content',
    dbName: infra.dbName('kit_launch'),
    config: {
      HOST: '127.0.0.1',
      MONGO_URL: infra.mongoUrl,
      KAFKA_BROKERS: '127.0.0.1:9',
      JWKS_URL: `${authUrl}/.well-known/jwks.json`,
      LOG_LEVEL: 'silent',
      TRUSTED_PROXIES: 'loopback',
      REVOCATION_POLL_MS: 200,
      REVOCATION_MAX_AGE_MS: 1500,
    },
    port: 0,
    compose: (runtime, conn) => {
      const things = conn.model('Thing', new Schema({ code: { type: String, unique: true } }));
      const app = createApp({
        name: 'svc-kit-launch',
        logger: runtime.logger,
        metrics: runtime.metrics,
        readiness: runtime.readiness(),
      });
      return {
        app,
        beforeServe: async () => {
          const unique = (await things.listIndexes()).some((i) => i.key?.code === 1 && i.unique);
          steps.push(`before serve, unique index: ${unique}`);
        },
        start: () => steps.push('start'),
        stop: async () => {
          steps.push(`stop, database open: ${conn.readyState === 1}`);
        },
      };
    },
  };
  const runtime = runtimeFor(startup);
  // The consumers' first attempts (the broker is down): awaited at the end, so none outlives the test.
  const attempts: Promise<unknown>[] = [];
  const keepTrying = runtime.keepTrying.bind(runtime);
  runtime.keepTrying = (what, start) =>
    keepTrying(what, () => {
      const attempt = start();
      attempts.push(attempt.catch(() => steps.push(`${what} refused`)));
      return attempt;
    });
  authDown = false;
  const launched = await launchService(runtime, startup);
  const api = () => request(`http://127.0.0.1:${launched.port}`);
  // Ready once the revocation state is loaded from svc-auth (JWKS_URL's host), which launch started.
  const deadline = Date.now() + 5000;
  let ready = await api().get('/readyz');
  while (ready.status !== 200 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    ready = await api().get('/readyz');
  }
  expect(ready.status).toBe(200);
  expect(steps).toEqual(['before serve, unique index: true', 'start']);

  await launched.shutdown();
  expect(steps).toEqual(['before serve, unique index: true', 'start', 'stop, database open: true']);
  expect(runtime.conn.readyState).toBe(0);
  await expect(api().get('/healthz')).rejects.toThrow();
  await Promise.all(attempts);
  expect(steps).toContain('denylist consumer refused');
});

it('is ready with the broker down, reports the broker in /healthz, and stays ready when revocations go stale', async () => {
  runtime = new ServiceRuntime({
    name: 'svc-kit-runtime',
    service: 'content',
    mongoUrl: infra.mongoUrl,
    dbName: infra.dbName('kit_runtime'),
    // Nothing listens there: the broker is down for the whole test.
    kafkaBrokers: '127.0.0.1:9',
    jwks: { jwksUrl: `${authUrl}/.well-known/jwks.json` },
    logLevel: 'silent',
    revocationPollMs: 200,
    revocationMaxAgeMs: 1500,
  });
  await runtime.connect();
  const app = createApp({
    name: 'svc-kit-runtime',
    logger: runtime.logger,
    metrics: runtime.metrics,
    readiness: runtime.readiness(),
  });
  runtime.startDenylist();
  running = await runtime.serve(app, 0, '127.0.0.1');
  const api = () => request(`http://127.0.0.1:${running.port}`);

  const deadline = Date.now() + 5000;
  let ready = await api().get('/readyz');
  while (ready.status !== 200 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    ready = await api().get('/readyz');
  }
  expect(ready.body).toEqual({ status: 'ready' });
  await api().get('/readyz').expect(200);

  let health = (await api().get('/healthz').expect(200)).body;
  while (!health.details?.kafka?.checked_at && Date.now() < deadline + 5000) {
    await new Promise((r) => setTimeout(r, 100));
    health = (await api().get('/healthz')).body;
  }
  expect(health.details.kafka).toMatchObject({ up: false });
  expect((await api().get('/metrics')).text).toMatch(/dependency_up\{dependency="kafka"[^}]*\} 0/);

  // svc-auth down past the revocation window: the state goes stale (admin calls answer 503, see
  // revocation.test.ts) but the pod stays ready, since its public calls need no token.
  authDown = true;
  const staleBy = Date.now() + 30_000;
  let age = 0;
  while (age <= 1.5 && Date.now() < staleBy) {
    await new Promise((r) => setTimeout(r, 100));
    const metrics = (await api().get('/metrics')).text;
    age = Number(/^revocation_state_age_seconds(?:\{[^}]*\})? (\S+)$/m.exec(metrics)?.[1] ?? 0);
  }
  expect(age).toBeGreaterThan(1.5);
  await api().get('/readyz').expect(200, { status: 'ready' });
});
