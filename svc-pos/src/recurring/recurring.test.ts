import type { OrderView, RecurringView } from '@voltdesk/contracts';
import pino from 'pino';
import { getOrder, seedService, usePos } from '../../test/harness';
import { recurringInvoicing, type RecurringInvoicing } from './index';
import { RecurringRun, RUN_STALE_MS } from './run';

/**
 * Recurring invoices, on an injected clock: the tests move the business's calendar and ask the run what is
 * due, as the timer's tick does, without waiting for anything.
 */
let now = new Date('2026-11-20T10:00:00Z');
const h = usePos({ clock: { now: () => now } });
const at = (iso: string) => {
  now = new Date(iso);
};

/** Another svc-pos replica (or the same one restarted) on the same database: its own run, same clock. */
const replica = (invoicing?: Partial<RecurringInvoicing>) =>
  new RecurringRun({
    schedules: h.app.models.recurring,
    runs: h.app.models.recurringRuns,
    invoicing: { ...recurringInvoicing(h.app.services.orders, h.app.services), ...invoicing },
    clock: { now: () => now },
    timeZone: 'Europe/London',
    logger: pino({ level: 'silent' }),
  });

let service: string;
beforeAll(async () => {
  service = await seedService(h, 'Landlord safety certificate', 120);
});

beforeEach(async () => {
  for (const c of ['recurring_invoices', 'recurring_runs', 'orders', 'customers', 'counters']) {
    await h.conn.collection(c).deleteMany({});
  }
  at('2026-11-20T10:00:00Z');
});

const template = (overrides: Record<string, unknown> = {}) => ({
  customer: { phone: '07700 900123', name: 'Alice Smith', email: 'alice@example.com', address: '1 High St' },
  items: [{ id: service, name: 'Landlord safety certificate', price: 120, qty: 1 }],
  discount: 0,
  ...overrides,
});

const schedule = (body: Record<string, unknown> = {}) =>
  h
    .api()
    .post('/api/admin/insertRecurring')
    .set(h.auth)
    .send({
      name: '12 High St certificate',
      frequency: 'monthly',
      start_date: '2026-12-01',
      template: template(),
      ...body,
    });

async function list(): Promise<RecurringView[]> {
  return (await h.api().get('/api/admin/getRecurring').set(h.auth).expect(200)).body.data as RecurringView[];
}
const one = async (id: string) => (await list()).find((s) => s.id === id)!;
const action = (name: string, id: string) => h.api().post(`/api/admin/${name}`).set(h.auth).send({ id });
const orders = () => h.conn.collection('orders').find({}).sort({ invoice_no: 1 }).toArray();
/** The `invoice.email.requested` events written with the orders (the outbox svc-notify mails from). */
async function mails(): Promise<Array<{ data: { invoice_no: number; to: string } }>> {
  const docs = await h.conn
    .collection('orders')
    .find({}, { projection: { _outbox: 1 } })
    .toArray();
  return docs
    .flatMap((d) => ((d._outbox ?? []) as Array<{ value: string }>).map((r) => JSON.parse(r.value)))
    .filter((e: { type: string }) => e.type === 'invoice.email.requested');
}

describe('recurring invoice schedules', () => {
  it('list the next five run dates: monthly from the 31st runs on the last day of shorter months', async () => {
    const res = await schedule({ start_date: '2027-01-31' }).expect(201);
    expect(res.body.message).toBe('Recurring invoice created successfully.');
    expect(res.body.data).toMatchObject({
      status: 'active',
      next_run: '2027-01-31',
      next_runs: ['2027-01-31', '2027-02-28', '2027-03-31', '2027-04-30', '2027-05-31'],
      made: 0,
    });
  });

  it.each([
    ['weekly', 1, '2026-12-03', ['2026-12-03', '2026-12-10', '2026-12-17', '2026-12-24', '2026-12-31']],
    ['monthly', 3, '2026-11-30', ['2026-11-30', '2027-02-28', '2027-05-30', '2027-08-30', '2027-11-30']],
    ['yearly', 1, '2028-02-29', ['2028-02-29', '2029-02-28', '2030-02-28', '2031-02-28', '2032-02-29']],
  ])('%s every %i from %s', async (frequency, interval, start, dates) => {
    const res = await schedule({ frequency, interval, start_date: start }).expect(201);
    expect(res.body.data.next_runs).toEqual(dates);
  });

  it('end at the end date or after the number of run dates', async () => {
    const byDate = await schedule({ start_date: '2026-12-15', end_date: '2027-02-15' }).expect(201);
    expect(byDate.body.data.next_runs).toEqual(['2026-12-15', '2027-01-15', '2027-02-15']);
    const byCount = await schedule({ frequency: 'weekly', start_date: '2026-12-01', count: 2 }).expect(201);
    expect(byCount.body.data.next_runs).toEqual(['2026-12-01', '2026-12-08']);
  });

  it('refuse a start in the past, an end before the start, a payment, a bad template, and visitors', async () => {
    const past = await schedule({ start_date: '2026-11-19' }).expect(422);
    expect(past.body.data.start_date).toEqual(['The start date may not be before today.']);
    const end = await schedule({ end_date: '2026-11-30' }).expect(422);
    expect(end.body.data.end_date).toEqual(['The end date may not be before the start date.']);
    const paid = await schedule({ template: template({ payment: 10 }) }).expect(422);
    expect(JSON.stringify(paid.body.data)).toContain('A recurring invoice is made unpaid');
    await schedule({ template: template({ items: [] }) }).expect(422);
    await schedule({ frequency: 'daily' }).expect(422);
    await h.api().post('/api/admin/insertRecurring').send({}).expect(401);
    await h.api().get('/api/admin/getRecurring').expect(401);
  });
});

describe('recurring invoice runs', () => {
  it('make the invoice on its day from 09:00 business time through the order service, and e-mail it', async () => {
    const created = await schedule({ send_email: true, due_days: 14 }).expect(201);
    const id = created.body.data.id as string;

    at('2026-12-01T08:59:00Z');
    expect(await h.app.services.recurringRun.runDue()).toEqual({ made: 0 });
    at('2026-12-01T09:00:00Z');
    expect(await h.app.services.recurringRun.runDue()).toEqual({ made: 1 });
    // Later ticks of the day make nothing more.
    at('2026-12-01T09:05:00Z');
    expect(await h.app.services.recurringRun.runDue()).toEqual({ made: 0 });

    const [doc] = await orders();
    const order = await getOrder<OrderView>(h, String(doc!._id));
    expect(order).toMatchObject({ invoice_no: 1, total: 120, payment: 0, due_date: '2026-12-15' });
    expect(order.history![0]).toMatchObject({
      action: 'created',
      by: 'admin-1',
      reason: 'made by the recurring invoice "12 High St certificate" for Tuesday 1 December 2026',
    });
    expect(order.history!.map((e) => e.action)).toEqual(['created', 'emailed']);
    expect(await mails()).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ invoice_no: 1, to: 'alice@example.com' }) }),
    ]);

    const view = await one(id);
    expect(view).toMatchObject({ made: 1, next_run: '2027-01-01' });
    expect(view.runs).toEqual([
      {
        run_date: '2026-12-01',
        state: 'made',
        order_id: order.id,
        invoice_no: 1,
        emailed: true,
        error: null,
      },
    ]);
  });

  it('follow summer time: 09:00 in London on 1 July is 08:00 UTC', async () => {
    at('2026-06-10T10:00:00Z');
    await schedule({ start_date: '2026-07-01' }).expect(201);
    at('2026-07-01T07:59:00Z');
    expect(await h.app.services.recurringRun.runDue()).toEqual({ made: 0 });
    at('2026-07-01T08:00:00Z');
    expect(await h.app.services.recurringRun.runDue()).toEqual({ made: 1 });
  });

  it('make one invoice when two schedulers run against the same database at once', async () => {
    await schedule({ send_email: true }).expect(201);
    at('2026-12-01T09:30:00Z');
    const results = await Promise.all([
      h.app.services.recurringRun.runDue(),
      replica().runDue(),
      replica().runDue(),
    ]);
    expect(results.reduce((n, r) => n + r.made, 0)).toBe(1);
    expect(await orders()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  it('neither lose nor double a run whose process died after the claim, before the invoice', async () => {
    const created = await schedule({ send_email: true }).expect(201);
    at('2026-12-01T09:00:00Z');
    const crash = new Error('process killed');
    await expect(replica({ create: () => Promise.reject(crash) }).runDue()).rejects.toBe(crash);
    expect(await orders()).toHaveLength(0);
    expect((await one(created.body.data.id)).runs[0]).toMatchObject({
      state: 'pending',
      run_date: '2026-12-01',
    });

    // Restarted: while the dead claim's lease runs, nobody else makes it...
    at('2026-12-01T09:01:00Z');
    expect(await replica().runDue()).toEqual({ made: 0 });
    // ...after it, the one replica that takes the lease does, once.
    at(new Date(new Date('2026-12-01T09:00:00Z').getTime() + RUN_STALE_MS + 1).toISOString());
    const taken = await Promise.all([replica().runDue(), replica().runDue()]);
    expect(taken.reduce((n, r) => n + r.made, 0)).toBe(1);
    at('2026-12-01T10:00:00Z');
    expect(await replica().runDue()).toEqual({ made: 0 });
    expect(await orders()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
  });

  it('neither double the invoice nor the mail of a run whose process died after the invoice', async () => {
    await schedule({ send_email: true }).expect(201);
    at('2026-12-01T09:00:00Z');
    const crash = new Error('process killed');
    await expect(replica({ email: () => Promise.reject(crash) }).runDue()).rejects.toBe(crash);
    expect(await orders()).toHaveLength(1);
    expect(await mails()).toHaveLength(0);

    at('2026-12-01T09:10:00Z');
    expect(await replica().runDue()).toEqual({ made: 1 });
    expect(await orders()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
    // The mail request was recorded but the process died before marking the run: not mailed again.
    await h.conn
      .collection('recurring_runs')
      .updateMany({}, { $set: { state: 'pending', lease_at: new Date(0) } });
    expect(await replica().runDue()).toEqual({ made: 1 });
    expect(await mails()).toHaveLength(1);
    expect(await orders()).toHaveLength(1);
  });

  it('catch up the run dates missed while svc-pos was down, each once', async () => {
    await schedule({ frequency: 'weekly', start_date: '2026-12-01' }).expect(201);
    at('2026-12-16T12:00:00Z');
    expect(await h.app.services.recurringRun.runDue()).toEqual({ made: 3 });
    expect((await orders()).map((o) => o.invoice_no)).toEqual([1, 2, 3]);
  });

  it('stop after the last run date', async () => {
    const created = await schedule({ frequency: 'weekly', count: 2 }).expect(201);
    at('2026-12-31T12:00:00Z');
    expect(await h.app.services.recurringRun.runDue()).toEqual({ made: 2 });
    expect(await one(created.body.data.id)).toMatchObject({ status: 'ended', next_run: null, next_runs: [] });
  });

  it('record a template the order service refuses as failed, and go on', async () => {
    const created = await schedule({ frequency: 'weekly' }).expect(201);
    await h.conn.collection('products').updateMany({}, { $set: { status: 0 } });
    at('2026-12-01T09:00:00Z');
    expect(await h.app.services.recurringRun.runDue()).toEqual({ made: 0 });
    const view = await one(created.body.data.id);
    expect(view.runs[0]).toMatchObject({ state: 'failed', invoice_no: null });
    expect(view.runs[0]!.error).toBeTruthy();
    expect(view.next_run).toBe('2026-12-08');
    await h.conn.collection('products').updateMany({}, { $set: { status: 1 } });
  });
});

describe('pause, resume, skip and edit', () => {
  it('pause: nothing is made; resume: from the first run date from today on', async () => {
    const id = (await schedule({ frequency: 'weekly' }).expect(201)).body.data.id as string;
    const paused = await action('pauseRecurring', id).expect(200);
    expect(paused.body.data.status).toBe('paused');
    at('2026-12-09T12:00:00Z');
    expect(await h.app.services.recurringRun.runDue()).toEqual({ made: 0 });
    const resumed = await action('resumeRecurring', id).expect(200);
    expect(resumed.body.data).toMatchObject({ status: 'active', next_run: '2026-12-15' });
    at('2026-12-15T09:00:00Z');
    expect(await h.app.services.recurringRun.runDue()).toEqual({ made: 1 });
  });

  it('skip: the next run date is not made and is listed as skipped', async () => {
    const id = (await schedule()).body.data.id as string;
    const skipped = await action('skipRecurring', id).expect(200);
    expect(skipped.body.message).toBe('The next run was skipped.');
    expect(skipped.body.data.next_runs[0]).toBe('2027-01-01');
    expect(skipped.body.data.runs).toEqual([
      expect.objectContaining({ run_date: '2026-12-01', state: 'skipped', invoice_no: null }),
    ]);
    at('2026-12-01T12:00:00Z');
    expect(await h.app.services.recurringRun.runDue()).toEqual({ made: 0 });
    at('2027-01-01T12:00:00Z');
    expect(await h.app.services.recurringRun.runDue()).toEqual({ made: 1 });
  });

  it('edit: changes the invoices not made yet, never one already made', async () => {
    const created = (await schedule()).body.data as RecurringView;
    at('2026-12-01T09:00:00Z');
    await h.app.services.recurringRun.runDue();
    const current = await one(created.id);
    const edited = await h
      .api()
      .put('/api/admin/updateRecurring')
      .set(h.auth)
      .send({
        id: created.id,
        rev: current.rev,
        name: 'Maintenance contract',
        frequency: 'monthly',
        start_date: '2026-12-01',
        template: template({ items: [{ id: service, name: 'Maintenance visit', price: 90, qty: 1.5 }] }),
      })
      .expect(200);
    expect(edited.body.data).toMatchObject({ name: 'Maintenance contract', next_run: '2027-01-01' });
    // A form loaded before the edit is refused.
    await h
      .api()
      .put('/api/admin/updateRecurring')
      .set(h.auth)
      .send({
        id: created.id,
        rev: current.rev,
        name: 'x',
        frequency: 'monthly',
        start_date: '2026-12-01',
        template: template(),
      })
      .expect(409);
    at('2027-01-01T09:00:00Z');
    await h.app.services.recurringRun.runDue();
    const [first, second] = await orders();
    expect(first).toMatchObject({ total_pence: 12000 });
    expect(second).toMatchObject({ total_pence: 13500 });
    expect(second!.items[0]).toMatchObject({ name: 'Maintenance visit' });
  });

  it('edit of the timing: starts again from the new date, which must follow the runs made', async () => {
    const created = (await schedule()).body.data as RecurringView;
    at('2026-12-01T09:00:00Z');
    await h.app.services.recurringRun.runDue();
    const base = { id: created.id, rev: (await one(created.id)).rev, name: 'n', template: template() };
    const before = await h
      .api()
      .put('/api/admin/updateRecurring')
      .set(h.auth)
      .send({ ...base, frequency: 'weekly', start_date: '2026-12-01' })
      .expect(422);
    expect(before.body.data.start_date).toEqual(['The start date must be after the last run date.']);
    const weekly = await h
      .api()
      .put('/api/admin/updateRecurring')
      .set(h.auth)
      .send({ ...base, frequency: 'weekly', start_date: '2026-12-04', count: 3 })
      .expect(200);
    // Three run dates in all: the one made in December and two from the new start.
    expect(weekly.body.data.next_runs).toEqual(['2026-12-04', '2026-12-11']);
  });

  it('delete: the schedule goes, its invoices stay', async () => {
    const id = (await schedule()).body.data.id as string;
    at('2026-12-01T09:00:00Z');
    await h.app.services.recurringRun.runDue();
    await h.api().delete(`/api/admin/deleteRecurring?id=${id}`).set(h.auth).expect(200);
    expect(await list()).toEqual([]);
    expect(await orders()).toHaveLength(1);
    await h.api().delete(`/api/admin/deleteRecurring?id=${id}`).set(h.auth).expect(404);
  });
});
