import pino from 'pino';
import { insertOrder, seedService, usePos } from '../../test/harness';
import { StatementRun } from './service';

/**
 * Monthly statements, on an injected clock: the tests move the business's calendar to the 1st and ask the
 * run what is due, as the timer's tick does, without waiting for anything.
 */
let now = new Date('2026-11-20T10:00:00Z');
const h = usePos({ clock: { now: () => now } });
const at = (iso: string) => {
  now = new Date(iso);
};

interface Outboxed {
  type: string;
  data: {
    customer_id: string;
    month: string;
    name: string;
    email: string;
    balance: number;
    invoices: Array<{ invoice_no: number; due: number; total: number; payment: number; status: string }>;
  };
}

/** Every `statement.requested` event written so far (the outbox records svc-notify mails from). */
async function statementEvents(): Promise<Outboxed[]> {
  const docs = await h.conn
    .collection('statements')
    .find({}, { projection: { _outbox: 1 } })
    .toArray();
  return docs.flatMap((d) =>
    ((d._outbox ?? []) as Array<{ value: string }>).map((r) => JSON.parse(r.value) as Outboxed),
  );
}

function settings(body: Record<string, unknown>) {
  return h
    .api()
    .put('/api/admin/updateInvoiceSettings')
    .set(h.auth)
    .send({ vat_registered: false, prices_include_vat: true, ...body });
}

/** Another svc-pos replica on the same database: its own run, same clock. */
const replica = () =>
  new StatementRun({
    statements: h.app.models.statements,
    runs: h.app.models.statementRuns,
    sources: {
      orders: { aggregate: (p) => h.app.models.orders.aggregate(p).exec() },
      customers: {
        stream: (f, fields, sort) =>
          h.app.models.customers.find(f, fields).sort(sort).lean().cursor() as AsyncIterable<never>,
      },
      statementsSince: () => h.app.services.invoiceSettings.statementsSince(),
    },
    clock: { now: () => now },
    timeZone: 'Europe/London',
    logger: pino({ level: 'silent' }),
  });

let service: string;
beforeAll(async () => {
  service = await seedService(h, 'Socket installation', 10);
});

beforeEach(async () => {
  for (const c of ['statements', 'statement_runs', 'orders', 'customers', 'invoice_settings']) {
    await h.conn.collection(c).deleteMany({});
  }
  at('2026-11-20T10:00:00Z');
});

/** Alice owes 30 on two invoices, Bob has paid everything, Carol's only invoice is void. */
async function customers() {
  const alice = { phone: '07700 900123', name: 'Alice Smith', email: 'alice@example.com' };
  const a1 = await insertOrder(h, [{ id: service, price: 10 }], { customer: alice, payment: 0 });
  const a2 = await insertOrder(h, [{ id: service, price: 25 }], { customer: alice, payment: 5 });
  const bob = { phone: '07700 900456', name: 'Bob Jones', email: 'bob@example.com' };
  await insertOrder(h, [{ id: service, price: 40 }], { customer: bob, payment: 40 });
  const carol = { phone: '07700 900789', name: 'Carol White', email: 'carol@example.com' };
  const c1 = await insertOrder(h, [{ id: service, price: 15 }], { customer: carol, payment: 0 });
  await h.api().post('/api/admin/voidOrder').set(h.auth).send({ id: c1.id, reason: 'Cancelled' }).expect(200);
  return { a1, a2 };
}

describe('monthly statements', () => {
  it('are off until the owner turns them on', async () => {
    await customers();
    const saved = await h.api().get('/api/admin/getInvoiceSettings').set(h.auth).expect(200);
    expect(saved.body.data.monthly_statements).toBe(false);
    at('2026-12-01T10:00:00Z');
    expect(await h.app.services.statements.runDue()).toBeNull();
    expect(await statementEvents()).toEqual([]);
  });

  it('go on the 1st from 09:00 in the business time zone, once, to each customer who owes money', async () => {
    const { a1, a2 } = await customers();
    const on = await settings({ monthly_statements: true }).expect(200);
    expect(on.body.data.monthly_statements).toBe(true);

    // 1 December, 08:59 in London (GMT): not yet.
    at('2026-12-01T08:59:00Z');
    expect(await h.app.services.statements.runDue()).toBeNull();
    at('2026-12-01T09:00:00Z');
    expect(await h.app.services.statements.runDue()).toEqual({ month: '2026-12', written: 1 });

    const events = await statementEvents();
    expect(events).toEqual([
      expect.objectContaining({
        type: 'statement.requested',
        data: expect.objectContaining({
          month: '2026-12',
          name: 'Alice Smith',
          email: 'alice@example.com',
          balance: 30,
          invoices: [
            expect.objectContaining({
              invoice_no: a1.invoice_no,
              total: 10,
              payment: 0,
              due: 10,
              status: 'Unpaid',
            }),
            expect.objectContaining({
              invoice_no: a2.invoice_no,
              total: 25,
              payment: 5,
              due: 20,
              status: 'Unpaid',
            }),
          ],
        }),
      }),
    ]);

    // Later ticks of the month, and the rest of it, write nothing more.
    at('2026-12-01T09:05:00Z');
    expect(await h.app.services.statements.runDue()).toBeNull();
    at('2026-12-17T12:00:00Z');
    expect(await h.app.services.statements.runDue()).toBeNull();
    expect(await statementEvents()).toHaveLength(1);

    // Next month, Alice still owes: her January statement.
    at('2027-01-01T09:00:00Z');
    expect(await h.app.services.statements.runDue()).toEqual({ month: '2027-01', written: 1 });
    expect((await statementEvents()).map((e) => e.data.month)).toEqual(['2026-12', '2027-01']);
  });

  it('follow summer time: 09:00 in London on 1 July is 08:00 UTC', async () => {
    await customers();
    at('2026-06-10T10:00:00Z');
    await settings({ monthly_statements: true }).expect(200);
    at('2026-07-01T07:59:00Z');
    expect(await h.app.services.statements.runDue()).toBeNull();
    at('2026-07-01T08:00:00Z');
    expect(await h.app.services.statements.runDue()).toEqual({ month: '2026-07', written: 1 });
  });

  it('go once across replicas running together and a restart before the month was marked done', async () => {
    await customers();
    await insertOrder(h, [{ id: service, price: 12 }], {
      customer: { phone: '07700 900999', name: 'Dan Brown', email: 'dan@example.com' },
      payment: 0,
    });
    await settings({ monthly_statements: true }).expect(200);
    at('2026-12-01T09:30:00Z');
    const runs = await Promise.all([
      h.app.services.statements.runDue(),
      replica().runDue(),
      replica().runDue(),
    ]);
    expect(runs.reduce((n, r) => n + (r?.written ?? 0), 0)).toBe(2);
    // A replica that died after writing the statements but before marking the month runs it again.
    await h.conn.collection('statement_runs').deleteMany({});
    expect(await replica().runDue()).toEqual({ month: '2026-12', written: 0 });
    const events = await statementEvents();
    expect(events.map((e) => e.data.name).sort()).toEqual(['Alice Smith', 'Dan Brown']);
  });

  it('turned on after the 1st begin with the next month; turned off, stop', async () => {
    await customers();
    at('2026-12-05T10:00:00Z');
    await settings({ monthly_statements: true }).expect(200);
    expect(await h.app.services.statements.runDue()).toBeNull();
    at('2027-01-01T09:00:00Z');
    expect(await h.app.services.statements.runDue()).toEqual({ month: '2027-01', written: 1 });
    // A save that does not mention statements leaves them on.
    await settings({}).expect(200);
    at('2027-02-01T09:00:00Z');
    await settings({ monthly_statements: false }).expect(200);
    expect(await h.app.services.statements.runDue()).toBeNull();
    expect((await statementEvents()).map((e) => e.data.month)).toEqual(['2027-01']);
  });
});
