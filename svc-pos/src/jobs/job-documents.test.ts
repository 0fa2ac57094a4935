import type { JobDetailView, OrderView, QuoteView } from '@voltdesk/contracts';
import { getOrder, insertOrder, seedService, UNKNOWN_ID, updateOrder, usePos } from '../../test/harness';

/**
 * A job's quotes and invoices (their `job_id` and `site_address`) and the job page's sums, through HTTP.
 * The sums' worked example is the svc-pos README's "Jobs" table; the figures were worked by hand from the
 * written rules (jobSumsShape in libs/contracts), not read off the code.
 */

// Monday 2 November 2026, 10:00 in London.
const h = usePos({ clock: { now: () => new Date('2026-11-02T10:00:00Z') } });

let labour: string;
let customerId: string;
const customer = {
  name: 'Lena Lord',
  phone: '07700 900301',
  email: 'lena@example.com',
  address: '1 Park Row',
};
const SITE = 'Flat 2, 14 Albert Road, Leeds LS6 1AA';

beforeAll(async () => {
  labour = await seedService(h, 'Labour', 40);
  customerId = (await insertOrder<{ customer_id: string }>(h, [{ id: labour }], { customer })).customer_id;
});

const post = (path: string, body: object) => h.api().post(`/api/admin/${path}`).set(h.auth).send(body);

async function newJob(site = SITE): Promise<string> {
  const res = await h
    .api()
    .post('/api/admin/insertJob')
    .set(h.auth)
    .field('customer_id', customerId)
    .field('site_address', site)
    .field('description', 'Rewire the ground floor')
    .expect(201);
  return res.body.data.id as string;
}

const jobPage = async (id: string) =>
  (await h.api().get(`/api/admin/getJob?id=${id}`).set(h.auth).expect(200)).body.data as JobDetailView;

const quoteBody = (overrides: Record<string, unknown> = {}) => ({
  customer,
  items: [{ id: labour, name: 'Labour', price: 100, qty: 1 }],
  valid_until: '2026-11-30',
  ...overrides,
});

/** Stores a cost price on an invoice's lines as the materials lines store it (`unit_cost_pence`). */
async function costLines(orderId: string, unitCostsPence: number[]): Promise<void> {
  const { Types } = await import('mongoose');
  const set = Object.fromEntries(unitCostsPence.map((c, i) => [`items.${i}.unit_cost_pence`, c]));
  await h.conn.collection('orders').updateOne({ _id: new Types.ObjectId(orderId) }, { $set: set });
}

describe('invoices and quotes of a job', () => {
  it('an invoice naming a job takes its site; a site may be typed without a job; none shows nothing', async () => {
    const job = await newJob();
    const onJob = await insertOrder<OrderView>(h, [{ id: labour }], { customer, job_id: job });
    expect(onJob).toMatchObject({ job_id: job, site_address: SITE });

    const typed = await insertOrder<OrderView>(h, [{ id: labour }], {
      customer,
      site_address: 'Unit 4, Market',
    });
    expect(typed.site_address).toBe('Unit 4, Market');
    expect(typed).not.toHaveProperty('job_id');

    // An order as the forms sent it before jobs: valid, and its view has neither field.
    const plain = await insertOrder<OrderView>(h, [{ id: labour }], { customer });
    expect(plain).not.toHaveProperty('job_id');
    expect(plain).not.toHaveProperty('site_address');

    const unknown = await post('insertOrder', {
      customer,
      items: [{ id: labour, name: 'Labour', price: 10, qty: 1 }],
      payment: 0,
      job_id: UNKNOWN_ID,
    }).expect(422);
    expect(unknown.body.data).toEqual({ job_id: ['The selected job is invalid.'] });
    const badId = await post('insertQuote', quoteBody({ job_id: 'nope' })).expect(422);
    expect(Object.keys(badId.body.data)).toEqual(['job_id']);
  });

  it('an edit may move the site, recorded in the trail, and take the invoice off its job', async () => {
    const job = await newJob();
    const order = await insertOrder<OrderView>(h, [{ id: labour }], { customer, job_id: job });
    const body = {
      customer,
      items: order.items,
      payment: 0,
      job_id: job,
      site_address: 'Flat 3, 14 Albert Road',
    };
    const moved = (await updateOrder(h, order.id, body).expect(200)).body.data as OrderView;
    expect(moved).toMatchObject({ job_id: job, site_address: 'Flat 3, 14 Albert Road' });
    expect(moved.history!.at(-1)!.changes).toEqual([
      { field: 'site_address', before: SITE, after: 'Flat 3, 14 Albert Road' },
    ]);
    const off = (await updateOrder(h, order.id, { customer, items: order.items, payment: 0 }).expect(200))
      .body.data as OrderView;
    expect(off).not.toHaveProperty('job_id');
    expect(off).not.toHaveProperty('site_address');
  });

  it('a quote converted into an invoice, and a deposit invoice, carry the job and site over', async () => {
    const job = await newJob();
    const quote = (await post('insertQuote', quoteBody({ job_id: job })).expect(201)).body.data as QuoteView;
    expect(quote).toMatchObject({ job_id: job, site_address: SITE });
    await post('convertQuote', { id: quote.id }).expect(201);
    const converted = (await h.api().get(`/api/admin/getQuotes?id=${quote.id}`).set(h.auth)).body
      .data as QuoteView;
    expect(await getOrder(h, converted.order_id!)).toMatchObject({ job_id: job, site_address: SITE });

    const withDeposit = (
      await post(
        'insertQuote',
        quoteBody({ job_id: job, site_address: 'Garage', deposit: { kind: 'percent', value: 25 } }),
      )
    ).body.data as QuoteView;
    const deposited = (await post('createDepositInvoice', { id: withDeposit.id }).expect(201)).body
      .data as QuoteView;
    const depositInvoice = await getOrder(h, deposited.deposit_invoices![0]!.order_id);
    expect(depositInvoice).toMatchObject({ job_id: job, site_address: 'Garage', total: 25 });
  });
});

describe('the job page', () => {
  it('lists the documents and sums quoted, invoiced, paid and cost (the README worked example)', async () => {
    await h
      .api()
      .put('/api/admin/updateInvoiceSettings')
      .set(h.auth)
      .send({ vat_registered: true, vat_number: 'GB 123 4567 89', prices_include_vat: false })
      .expect(200);
    const job = await newJob();
    const lines = (items: Array<[number, number]>) =>
      items.map(([price, qty]) => ({ id: labour, name: 'Labour', price, qty }));

    // Quotes: one live (£100 + VAT), one declined (not counted).
    const live = (await post('insertQuote', quoteBody({ job_id: job })).expect(201)).body.data as QuoteView;
    const declined = (
      await post('insertQuote', quoteBody({ job_id: job, items: lines([[500, 1]]) })).expect(201)
    ).body.data as QuoteView;
    await post('declineQuote', { id: declined.id }).expect(200);

    // Invoice A: 7.5 h at £40 (cost £20/h) and 12.5 m of cable at £2.50 (cost £1.20/m), £200 paid, £60 credited.
    const a = await insertOrder<OrderView>(h, [], {
      customer,
      job_id: job,
      items: lines([
        [40, 7.5],
        [2.5, 12.5],
      ]),
      payment: 200,
    });
    await costLines(a.id, [2000, 120]);
    await post('creditOrder', { order_id: a.id, amount: 60, reason: 'Cable returned' }).expect(201);
    // Invoice B: £100 + VAT, paid in full, then £24 credited and refunded to the card.
    const b = await insertOrder<OrderView>(h, [], {
      customer,
      job_id: job,
      items: lines([[100, 1]]),
      payment: 120,
      total: 120,
    });
    await post('creditOrder', {
      order_id: b.id,
      amount: 24,
      reason: 'Discount agreed',
      refund_method: 'card',
    }).expect(201);
    // Invoice C: voided; charges and costs nothing.
    const c = await insertOrder<OrderView>(h, [], { customer, job_id: job, items: lines([[100, 1]]) });
    await costLines(c.id, [5000]);
    await post('voidOrder', { id: c.id, reason: 'Raised twice' }).expect(200);
    // An invoice of another job is not this job's.
    await insertOrder(h, [], { customer, job_id: await newJob(), items: lines([[999, 1]]), payment: 10 });

    const page = await jobPage(job);
    expect(page.sums).toEqual({
      quoted: 120,
      invoiced: 433.5,
      invoiced_net: 361.25,
      paid: 296,
      cost: 165,
      margin: 196.25,
    });
    expect(page.quotes.map((q) => [q.quote_no, q.status, q.total])).toEqual([
      [declined.quote_no, 'Declined', 600],
      [live.quote_no, 'Open', 120],
    ]);
    expect(
      page.invoices.map((i) => [i.invoice_no, i.status, i.total, i.credited, i.payment, i.due, i.cost]),
    ).toEqual([
      [c.invoice_no, 'Void', 120, 0, 0, 0, 50],
      [b.invoice_no, 'Paid', 120, 24, 96, 0, 0],
      [a.invoice_no, 'Unpaid', 397.5, 60, 200, 137.5, 165],
    ]);
    expect(page.payments.map((p) => [p.invoice_no, p.amount, p.kind])).toEqual(
      expect.arrayContaining([
        [a.invoice_no, 200, 'payment'],
        [b.invoice_no, 120, 'payment'],
        [b.invoice_no, -24, 'refund'],
      ]),
    );
    expect(page.payments).toHaveLength(3);
    expect(page.job.id).toBe(job);
    await h
      .api()
      .get(`/api/admin/getJob?id=${UNKNOWN_ID}`)
      .set(h.auth)
      .expect(404, { message: 'Job not found.' });
  });
});
