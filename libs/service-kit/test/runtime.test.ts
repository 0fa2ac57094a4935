/**
 * Issue 14 items 1 and 8 through the runtime every service starts from: readiness is "database reachable
 * and revocation state current", answers within 1 s with the broker down (the outbox rides that out), and
 * turns 503 when svc-auth's revocation state goes stale.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createApp, ServiceRuntime, type RunningService } from '../src';
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

it('is ready with the broker down, reports the broker in /healthz, and fails readiness when revocations go stale', async () => {
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
  const started = Date.now();
  await api().get('/readyz').expect(200);
  expect(Date.now() - started).toBeLessThan(1000);

  let health = (await api().get('/healthz').expect(200)).body;
  while (!health.details?.kafka?.checked_at && Date.now() < deadline + 5000) {
    await new Promise((r) => setTimeout(r, 100));
    health = (await api().get('/healthz')).body;
  }
  expect(health.details.kafka).toMatchObject({ up: false });
  expect((await api().get('/metrics')).text).toMatch(/dependency_up\{dependency="kafka"[^}]*\} 0/);

  authDown = true;
  await new Promise((r) => setTimeout(r, 2000));
  const stale = await api().get('/readyz').expect(503);
  expect(Object.keys(stale.body.failures)).toEqual(['revocations']);
});
