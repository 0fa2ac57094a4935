import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { routeTable } from '@voltdesk/contracts';
import {
  createTestSigner,
  startTestInfra,
  walkEndpointRoles,
  type TestInfra,
} from '@voltdesk/service-kit/testing';
import { ManualClock } from './shared/clock';
import { startInstance, type Instance } from './test-support/harness';
import { SmtpSink } from './test-support/smtp-sink';

/** Every admin endpoint of svc-notify lets in exactly the roles its definition names. */
let infra: TestInfra;
let sink: SmtpSink;
let notify: Instance;
let signer: Awaited<ReturnType<typeof createTestSigner>>;
jest.setTimeout(60_000);

beforeAll(async () => {
  infra = await startTestInfra({ kafka: false });
  sink = await SmtpSink.start();
  signer = await createTestSigner();
  notify = await startInstance({
    mongoUrl: infra.mongoUrl,
    dbName: infra.dbName('notify_roles'),
    smtpUrl: sink.url,
    clock: new ManualClock(Date.parse('2026-11-24T10:00:00Z')),
    scheduler: false,
    jwks: signer.jwks,
  });
});
afterAll(async () => {
  await notify?.stop();
  await sink?.stop();
  await infra?.stop();
});

it('walks the admin endpoints of the route table with each role: editors and owners in, clerks out', async () => {
  const { checked, problems } = await walkEndpointRoles({
    service: 'notify',
    api: () => request(notify.app.callback()),
    tokenOf: (role) => signer.sign({ sub: randomUUID(), role }),
  });
  expect(problems).toEqual([]);
  const admin = routeTable.filter((r) => r.service === 'notify' && r.access === 'admin');
  expect(checked).toBe(admin.length * 3);
  expect(admin.length).toBeGreaterThan(5);
});
