import { vatQuoteSample } from '@voltdesk/contracts/testing';
import { formatQuoteNo } from '@voltdesk/contracts';
import { seedService, usePos } from '../../test/harness';

// Wednesday 15 July 2026, 10:00 in London (BST, UTC+1).
let now = new Date('2026-07-15T09:00:00Z');
const h = usePos({ clock: { now: () => now } });
let serviceId: string;
let otherServiceId: string;
beforeAll(async () => {
  serviceId = await seedService(h, 'EICR', 180);
  otherServiceId = await seedService(h, 'Socket installation', 65);
});

interface Quote {
  id: string;
  quote_no: number;
  status: string;
  expired: boolean;
  total: number;
  items: Array<Record<string, unknown>>;
  invoice_no: number | null;
  order_id: string | null;
}

const quoteBody = (overrides: Record<string, unknown> = {}) => ({
  customer: { phone: '07700 900456', name: 'David Khan', email: 'david@example.com', address: '2 Mill Lane' },
  items: [
    { id: serviceId, name: 'EICR', price: 180, qty: 1 },
    { id: otherServiceId, name: 'Socket installation', price: 65, qty: 2 },
  ],
  discount: 10,
  valid_until: '2026-07-31',
  notes: 'Includes certificate.',
  ...overrides,
});

/** The customer, lines and totals of a quote made from `quoteBody()`, and of the invoice it becomes. */
const quotedSale = () => ({
  customer: {
    name: 'David Khan',
    phone: '07700 900456',
    email: 'david@example.com',
    address: '2 Mill Lane',
  },
  items: [
    { id: serviceId, name: 'EICR', price: 180, qty: 1, total: 180 },
    { id: otherServiceId, name: 'Socket installation', price: 65, qty: 2, total: 130 },
  ],
  sub_total: 310,
  discount: 10,
  total: 300,
});

const createQuote = async (overrides: Record<string, unknown> = {}) =>
  (await h.api().post('/api/admin/insertQuote').set(h.auth).send(quoteBody(overrides)).expect(201)).body
    .data as Quote;
const getQuote = async (id: string) =>
  (await h.api().get(`/api/admin/getQuotes?id=${id}`).set(h.auth).expect(200)).body.data as Quote;
const post = (path: string, body: Record<string, unknown>) =>
  h.api().post(`/api/admin/${path}`).set(h.auth).send(body);
const orderCount = async () =>
  (await h.api().get('/api/admin/getOrders').set(h.auth).expect(200)).body.meta.total as number;

describe('quotes', () => {
  it('creates a quote like an invoice: its own number, lines and totals computed on the server, Open until its date', async () => {
    now = new Date('2026-07-15T09:00:00Z');
    const res = await post('insertQuote', quoteBody()).expect(201);
    const quote = res.body.data;
    expect(res.body.message).toBe(`Quote ${formatQuoteNo(quote.quote_no)} created`);
    expect(formatQuoteNo(quote.quote_no)).toMatch(/^Q-\d{6}$/);
    expect(quote).toMatchObject({
      status: 'Open',
      expired: false,
      ...quotedSale(),
      valid_until: '2026-07-31',
      notes: 'Includes certificate.',
      invoice_no: null,
      order_id: null,
      created_by: 'admin-1',
    });
    const next = await createQuote();
    expect(next.quote_no).toBe(quote.quote_no + 1);
    // Quotes take no invoice number.
    expect(await orderCount()).toBe(0);
  });

  it("refuses a valid-until date before today (the business's today), an unknown service and a discount over the sub total", async () => {
    // 00:30 on 16 July in London is still 15 July in UTC: London's calendar decides.
    now = new Date('2026-07-15T23:30:00Z');
    const past = await post('insertQuote', quoteBody({ valid_until: '2026-07-15' })).expect(422);
    expect(past.body.data.valid_until).toEqual(['The valid until date may not be before today.']);
    await post('insertQuote', quoteBody({ valid_until: '2026-07-16' })).expect(201);

    const unknown = await post(
      'insertQuote',
      quoteBody({
        items: [{ id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Ghost', price: 5, qty: 1 }],
        discount: 0,
      }),
    ).expect(422);
    expect(unknown.body.data['items.0.id']).toEqual(['The selected service does not exist.']);
    const discount = await post('insertQuote', quoteBody({ discount: 311 })).expect(422);
    expect(discount.body.data.discount).toEqual(['The discount may not be greater than the sub total.']);
    const missing = await post('insertQuote', { ...quoteBody(), valid_until: undefined }).expect(422);
    expect(missing.body.data.valid_until).toBeDefined();
  });

  it('numbers 50 concurrent creates 1 to 50 after the last, without a gap or a duplicate', async () => {
    now = new Date('2026-07-15T09:00:00Z');
    const before = (await createQuote()).quote_no;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => h.api().post('/api/admin/insertQuote').set(h.auth).send(quoteBody())),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const numbers = results.map((r) => r.body.data.quote_no as number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 50 }, (_, i) => before + 1 + i));
    // A refused quote takes no number.
    await post('insertQuote', quoteBody({ discount: 1000 })).expect(422);
    expect((await createQuote()).quote_no).toBe(before + 51);
  });

  it('marks a quote Expired from the day after its valid-until date, in London time, and filters by it', async () => {
    now = new Date('2026-07-15T09:00:00Z');
    const quote = await createQuote({
      valid_until: '2026-07-20',
      customer: { ...quoteBody().customer, name: 'Expiring Ellis' },
    });
    // 23:59 on 20 July in London (22:59 UTC): still valid.
    now = new Date('2026-07-20T22:59:00Z');
    expect(await getQuote(quote.id)).toMatchObject({ status: 'Open', expired: false });
    // 00:30 on 21 July in London, 23:30 on 20 July in UTC: expired.
    now = new Date('2026-07-20T23:30:00Z');
    expect(await getQuote(quote.id)).toMatchObject({ status: 'Expired', expired: true });

    const expired = await h
      .api()
      .get('/api/admin/getQuotes?status=Expired&search=ellis')
      .set(h.auth)
      .expect(200);
    expect(expired.body.data.map((q: Quote) => q.id)).toEqual([quote.id]);
    const open = await h.api().get('/api/admin/getQuotes?status=Open&search=ellis').set(h.auth).expect(200);
    expect(open.body.data).toEqual([]);

    const accept = await post('acceptQuote', { id: quote.id }).expect(422);
    expect(accept.body.data.id).toEqual([
      'This quote expired on 20 Jul 2026. Extend its valid until date before accepting it.',
    ]);
    const convert = await post('convertQuote', { id: quote.id }).expect(422);
    expect(convert.body.data.id[0]).toMatch(/^This quote expired on 20 Jul 2026/);

    // Extending the date revives it.
    const extended = await h
      .api()
      .put('/api/admin/updateQuote')
      .set(h.auth)
      .send({
        id: quote.id,
        ...quoteBody({
          valid_until: '2026-08-31',
          customer: { ...quoteBody().customer, name: 'Expiring Ellis' },
        }),
      })
      .expect(200);
    expect(extended.body.data).toMatchObject({ status: 'Open', expired: false, valid_until: '2026-08-31' });
    // An accepted quote never expires: the customer said yes while it stood.
    await post('acceptQuote', { id: quote.id }).expect(200);
    now = new Date('2026-12-01T12:00:00Z');
    expect(await getQuote(quote.id)).toMatchObject({ status: 'Accepted', expired: false });
  });

  it('accepts and declines with who and when; an answered quote no longer changes', async () => {
    now = new Date('2026-07-15T09:00:00Z');
    const quote = await createQuote();
    const accepted = await post('acceptQuote', { id: quote.id, reason: 'By phone' }).expect(200);
    expect(accepted.body.message).toBe(`Quote ${formatQuoteNo(quote.quote_no)} accepted`);
    expect(accepted.body.data).toMatchObject({
      status: 'Accepted',
      decided_by: 'admin-1',
      decided_at: now.toISOString(),
      decision_reason: 'By phone',
    });
    const again = await post('acceptQuote', { id: quote.id }).expect(422);
    expect(again.body.data.id).toEqual(['This quote is already accepted.']);
    const edit = await h
      .api()
      .put('/api/admin/updateQuote')
      .set(h.auth)
      .send({ id: quote.id, ...quoteBody() })
      .expect(422);
    expect(edit.body.data.id).toEqual(['This quote is accepted, so it can no longer change.']);

    const declined = await post('declineQuote', { id: quote.id, reason: 'Went elsewhere' }).expect(200);
    expect(declined.body.data).toMatchObject({ status: 'Declined', decision_reason: 'Went elsewhere' });
    const convert = await post('convertQuote', { id: quote.id }).expect(422);
    expect(convert.body.data.id).toEqual(['A declined quote cannot be converted.']);
    await post('acceptQuote', { id: quote.id }).expect(422);
    await post('acceptQuote', { id: 'aaaaaaaaaaaaaaaaaaaaaaaa' }).expect(404);
  });

  it('converts a quote into an invoice in one step: lines copied, linked both ways, Converted; a second conversion is 409', async () => {
    now = new Date('2026-07-15T09:00:00Z');
    const ordersBefore = await orderCount();
    const quote = await createQuote({ order_custom_id: 'JOB-77' });
    const res = await post('convertQuote', { id: quote.id, due_date: '2026-08-14' }).expect(201);
    const converted = res.body.data as Quote;
    expect(converted).toMatchObject({ status: 'Converted', converted_at: now.toISOString() });
    expect(res.body.message).toBe(
      `Invoice #${converted.invoice_no} created from quote ${formatQuoteNo(quote.quote_no)}`,
    );

    const order = (await h.api().get(`/api/admin/getOrders?id=${converted.order_id}`).set(h.auth).expect(200))
      .body.data;
    expect(order).toMatchObject({
      invoice_no: converted.invoice_no,
      quote_no: quote.quote_no,
      order_custom_id: 'JOB-77',
      ...quotedSale(),
      payment: 0,
      due: 300,
      status: 'Unpaid',
      due_date: '2026-08-14',
    });
    expect(await orderCount()).toBe(ordersBefore + 1);

    const again = await post('convertQuote', { id: quote.id }).expect(409);
    expect(again.body.message).toBe(`This quote was already converted to invoice #${converted.invoice_no}.`);
    await post('declineQuote', { id: quote.id }).expect(422);
    expect(await orderCount()).toBe(ordersBefore + 1);
    const list = await h.api().get('/api/admin/getQuotes?status=Converted').set(h.auth).expect(200);
    expect(list.body.data.map((q: Quote) => q.id)).toContain(quote.id);
  });

  it('makes one invoice when ten conversions of one quote race; the others are refused with 409', async () => {
    now = new Date('2026-07-15T09:00:00Z');
    const ordersBefore = await orderCount();
    const quote = await createQuote();
    await post('acceptQuote', { id: quote.id }).expect(200);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        h.api().post('/api/admin/convertQuote').set(h.auth).send({ id: quote.id }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    expect(await orderCount()).toBe(ordersBefore + 1);
    const after = await getQuote(quote.id);
    expect(after.status).toBe('Converted');
    const order = (await h.api().get(`/api/admin/getOrders?id=${after.order_id}`).set(h.auth).expect(200))
      .body.data;
    expect(order.quote_no).toBe(quote.quote_no);
  });

  it('leaves the quote convertible when the invoice is refused (a service made inactive since)', async () => {
    now = new Date('2026-07-15T09:00:00Z');
    const lapsed = await seedService(h, 'Lapsed service', 40);
    const quote = await createQuote({
      items: [{ id: lapsed, name: 'Lapsed service', price: 40, qty: 1 }],
      discount: 0,
    });
    const product = (
      await h.api().get('/api/admin/getProducts').set(h.auth).expect(200)
    ).body.data.products.find((p: { id: string }) => p.id === lapsed);
    const deactivate = (status: 0 | 1) =>
      h
        .api()
        .put('/api/admin/updateProduct')
        .set(h.auth)
        .send({
          id: lapsed,
          name: product.name,
          price: product.price,
          category_id: product.category_id,
          status,
        })
        .expect(200);
    await deactivate(0);
    const refused = await post('convertQuote', { id: quote.id }).expect(422);
    expect(refused.body.data['items.0.id']).toEqual(['The selected service is inactive.']);
    expect(await getQuote(quote.id)).toMatchObject({ status: 'Open', invoice_no: null });
    await deactivate(1);
    await post('convertQuote', { id: quote.id }).expect(201);
  });

  it('lists newest first a page at a time, searched by name, any part of the phone or the quote number', async () => {
    now = new Date('2026-07-15T09:00:00Z');
    const a = await createQuote({
      customer: { phone: '+44 7911 123456', name: 'Zara Quinn', email: 'zara@example.com' },
    });
    now = new Date('2026-07-15T09:01:00Z');
    const b = await createQuote({
      customer: { phone: '07911 123 999', name: 'Zara Quinn', email: 'zq@example.com' },
    });
    const search = async (s: string) =>
      (
        await h
          .api()
          .get(`/api/admin/getQuotes?search=${encodeURIComponent(s)}`)
          .set(h.auth)
          .expect(200)
      ).body;
    expect((await search('zara qu')).data.map((q: Quote) => q.id)).toEqual([b.id, a.id]);
    expect((await search('07911 123456')).data.map((q: Quote) => q.id)).toEqual([a.id]);
    expect((await search('+44 7911')).data.map((q: Quote) => q.id)).toEqual([b.id, a.id]);
    expect((await search(formatQuoteNo(a.quote_no))).data.map((q: Quote) => q.id)).toEqual([a.id]);
    expect((await search(`q${a.quote_no}`)).data.map((q: Quote) => q.id)).toEqual([a.id]);

    const page = await h.api().get('/api/admin/getQuotes?page=2&per_page=3').set(h.auth).expect(200);
    expect(page.body.meta).toMatchObject({ page: 2, per_page: 3 });
    expect(page.body.data).toHaveLength(3);
    expect(page.body.meta.total).toBeGreaterThan(50);
    await h.api().get('/api/admin/getQuotes?status=Lost').set(h.auth).expect(422);
    await h.api().get('/api/admin/getQuotes?id=aaaaaaaaaaaaaaaaaaaaaaaa').set(h.auth).expect(404);
  });

  it('edits an open quote: lines and totals recomputed', async () => {
    now = new Date('2026-07-15T09:00:00Z');
    const quote = await createQuote();
    const res = await h
      .api()
      .put('/api/admin/updateQuote')
      .set(h.auth)
      .send({
        id: quote.id,
        ...quoteBody({ items: [{ id: serviceId, name: 'EICR (large)', price: 220, qty: 1 }], discount: 0 }),
      })
      .expect(200);
    expect(res.body.message).toBe(`Quote ${formatQuoteNo(quote.quote_no)} updated`);
    expect(res.body.data).toMatchObject({
      quote_no: quote.quote_no,
      sub_total: 220,
      total: 220,
      items: [{ name: 'EICR (large)' }],
    });
  });
});

describe('quotes with VAT', () => {
  const vatSettings = (body: Record<string, unknown>) =>
    h.api().put('/api/admin/updateInvoiceSettings').set(h.auth).send(body).expect(200);
  const rated = async (name: string, price: number, vatRate: string) => {
    const cat = await post('insertCategory', { name: `VAT ${name}` }).expect(201);
    const res = await post('insertProduct', {
      name,
      price,
      category_id: cat.body.data.id,
      vat_rate: vatRate,
    }).expect(201);
    return res.body.data.id as string;
  };
  afterAll(async () => {
    await vatSettings({ vat_registered: false, prices_include_vat: true });
  });

  it('charges VAT like an invoice, prices excluding VAT, and the invoice it becomes charges the same', async () => {
    now = new Date('2026-07-15T09:00:00Z');
    await vatSettings({ vat_registered: true, vat_number: 'GB 123 4567 89', prices_include_vat: false });
    const labour = await rated('Rewire labour', 100, 'standard');
    const material = await rated('Loft insulation', 50, 'reduced');
    const quote = await createQuote({
      items: [
        { id: labour, name: 'Rewire labour', price: 100, qty: 1 },
        { id: material, name: 'Loft insulation', price: 50, qty: 1 },
      ],
      discount: 15,
    });
    // The £15 discount spread 10 + 5 before VAT; 20% of 90 and 5% of 45 added on top.
    const sample = vatQuoteSample({ labour, insulation: material });
    expect(quote).toMatchObject(sample);

    const converted = (await post('convertQuote', { id: quote.id }).expect(201)).body.data as Quote;
    const invoice = (
      await h.api().get(`/api/admin/getOrders?id=${converted.order_id}`).set(h.auth).expect(200)
    ).body.data;
    expect(invoice.total).toBe(quote.total);
    expect(invoice.due).toBe(155.25);
    expect(invoice.vat).toEqual(sample.vat);
  });

  it('keeps the VAT it was given with when the settings change, and prices including VAT add none', async () => {
    now = new Date('2026-07-15T09:00:00Z');
    await vatSettings({ vat_registered: true, vat_number: 'GB 123 4567 89', prices_include_vat: true });
    const labour = await rated('Fault finding', 120, 'standard');
    const quote = await createQuote({
      items: [{ id: labour, name: 'Fault finding', price: 120, qty: 1 }],
      discount: 0,
    });
    expect(quote).toMatchObject({
      total: 120,
      vat: { net: 100, vat: 20, gross: 120, prices_include_vat: true },
    });

    await vatSettings({ vat_registered: false, prices_include_vat: true });
    const edited = (
      await h
        .api()
        .put('/api/admin/updateQuote')
        .set(h.auth)
        .send({
          id: quote.id,
          ...quoteBody({ items: [{ id: labour, name: 'Fault finding', price: 120, qty: 2 }], discount: 0 }),
        })
        .expect(200)
    ).body.data;
    expect(edited).toMatchObject({ total: 240, vat: { net: 200, vat: 40, gross: 240 } });
    const plain = await createQuote({
      items: [{ id: labour, name: 'Fault finding', price: 120, qty: 1 }],
      discount: 0,
    });
    expect(plain).toMatchObject({ total: 120, vat: null });
    expect(plain.items).toEqual([{ id: labour, name: 'Fault finding', price: 120, qty: 1, total: 120 }]);
  });
});
