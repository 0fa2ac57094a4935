import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { orderBody, seedService, usePos } from '../../test/harness';
import { httpStaffNames, NAMES_LOOKUP_FAILED } from './staff-names';

/**
 * The payments export names who took each payment, as the screens do, through svc-auth's adminNames asked
 * with the caller's own token (open to every role): a clerk's export names staff as an owner's does.
 */
const CLERK = '64b7f0c2a1b2c3d4e5f60099';
const OWNER = '64b7f0c2a1b2c3d4e5f60098';
const GONE = '64b7f0c2a1b2c3d4e5f60097';

let authOrigin = 'http://127.0.0.1:9';
let authAnswers = true;
const asked: Array<{ ids: string; authorization: string | undefined }> = [];
let auth: Server;
beforeAll(async () => {
  const known: Record<string, string> = { [CLERK]: 'Sam Clerk', [OWNER]: 'Priya Owner' };
  auth = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://auth');
    if (url.pathname !== '/api/admin/adminNames' || !authAnswers) {
      res.writeHead(503, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    const ids = url.searchParams.get('ids') ?? '';
    asked.push({ ids, authorization: req.headers.authorization });
    const data = ids
      .split(',')
      .filter((id) => known[id])
      .map((id) => ({ id, name: known[id] }));
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data }));
  });
  await new Promise<void>((r) => auth.listen(0, '127.0.0.1', r));
  authOrigin = `http://127.0.0.1:${(auth.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => auth.close(() => r())));

let now = new Date('2026-07-15T09:00:00Z');
const h = usePos({
  clock: { now: () => now },
  staffNames: { namesOf: (ids, authorization) => httpStaffNames(authOrigin).namesOf(ids, authorization) },
});

it('names who took each payment, for the owner and the clerk alike; an admin svc-auth does not know keeps the id', async () => {
  const service = await seedService(h, 'EICR', 180);
  const clerk = await h.tokenFor({ sub: CLERK, role: 'clerk' });
  const owner = await h.tokenFor({ sub: OWNER, role: 'owner' });
  const gone = await h.tokenFor({ sub: GONE, role: 'owner' });
  const pay = async (token: { Authorization: string }, phone: string, at: string) => {
    now = new Date(at);
    await h
      .api()
      .post('/api/admin/insertOrder')
      .set(token)
      .send(
        orderBody([{ id: service, price: 100 }], {
          customer: { name: 'Ann Payer', phone, email: 'ann@example.com', address: null },
          payment: 40,
        }),
      )
      .expect(201);
  };
  await pay(clerk, '07700 900101', '2026-07-15T09:00:00Z');
  await pay(owner, '07700 900102', '2026-07-15T10:00:00Z');
  await pay(gone, '07700 900103', '2026-07-15T11:00:00Z');

  for (const token of [owner, clerk]) {
    asked.length = 0;
    const res = await h
      .api()
      .get('/api/admin/exportPayments?from=2026-07-15&to=2026-07-15')
      .set(token)
      .expect(200);
    const takenBy = res.text
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[8]);
    expect(takenBy).toEqual(['Sam Clerk', 'Priya Owner', GONE]);
    // One call for the period's admins, with the caller's own token.
    expect(asked).toEqual([{ ids: [GONE, OWNER, CLERK].join(','), authorization: token.Authorization }]);
  }
});

it('answers 503 rather than an export of ids when svc-auth cannot name the staff', async () => {
  authAnswers = false;
  try {
    const owner = await h.tokenFor({ sub: OWNER, role: 'owner' });
    const res = await h
      .api()
      .get('/api/admin/exportPayments?from=2026-07-15&to=2026-07-15')
      .set(owner)
      .expect(503);
    expect(res.body.message).toBe(NAMES_LOOKUP_FAILED);
  } finally {
    authAnswers = true;
  }
});
