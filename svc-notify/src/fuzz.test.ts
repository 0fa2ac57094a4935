import request from 'supertest';
import { createTestSigner, fuzzRoutes, startTestInfra, type TestInfra } from '@voltdesk/service-kit/testing';
import { ManualClock } from './shared/clock';
import { startInstance, type Instance } from './test-support/harness';

let infra: TestInfra;
let notify: Instance;
let admin: string;
beforeAll(async () => {
  infra = await startTestInfra({ kafka: false });
  const signer = await createTestSigner();
  admin = await signer.sign({ sub: '64b7f0c2a1b2c3d4e5f60718' });
  notify = await startInstance({
    mongoUrl: infra.mongoUrl,
    dbName: infra.dbName('notify_fuzz'),
    smtpUrl: 'smtp://127.0.0.1:9',
    clock: new ManualClock(Date.parse('2026-05-01T10:00:00Z')),
    scheduler: false,
    jwks: signer.jwks,
  });
});
afterAll(async () => {
  await notify.stop();
  await infra.stop();
});

it('answers malformed bodies, queries and headers on every svc-notify route with 4xx and the envelope, never 5xx', async () => {
  const callback = notify.app.callback();
  const failures = await fuzzRoutes({
    service: 'notify',
    api: () => request(callback),
    adminHeaders: { Authorization: `Bearer ${admin}` },
  });
  expect(failures).toEqual([]);
}, 300_000);
