import type { OrderView, QuoteView } from '@voltdesk/contracts';
import { getOrder, usePos } from '../../test/harness';
import { invoiceFromAcceptedQuote } from './accepted-quote';

/**
 * Deposits through HTTP (svc-pos/README.md "Deposits"). The figures of the table were worked out apart
 * from the code, by the written rule: lines and discount as on any VAT document; the deposit (a percentage
 * of the total rounded halves up, or an amount) split over the lines' gross by largest remainder; each
 * share's VAT = share x rate / (100 + rate) halves up, at most the line's VAT; the final invoice deducts
 * exactly what the deposit invoice charged, so deposit VAT + final VAT = the job's VAT.
 */

// Wednesday 15 July 2026, 10:00 in London.
let now = new Date('2026-07-15T09:00:00Z');
const h = usePos({ clock: { now: () => now } });
type Rate = 'standard' | 'reduced' | 'zero';
const rated: Record<Rate, string> = { standard: '', reduced: '', zero: '' };

beforeAll(async () => {
  const cat = await h.api().post('/api/admin/insertCategory').set(h.auth).send({ name: 'Jobs' }).expect(201);
  for (const rate of Object.keys(rated) as Rate[]) {
    const res = await h
      .api()
      .post('/api/admin/insertProduct')
      .set(h.auth)
      .send({ name: `${rate} work`, price: 10, category_id: cat.body.data.id, vat_rate: rate })
      .expect(201);
    rated[rate] = res.body.data.id;
  }
});

const post = (path: string, body: object) => h.api().post(`/api/admin/${path}`).set(h.auth).send(body);
const settings = (vat: 'excl' | 'incl' | 'none') =>
  h
    .api()
    .put('/api/admin/updateInvoiceSettings')
    .set(h.auth)
    .send(
      vat === 'none'
        ? { vat_registered: false, vat_number: null, prices_include_vat: true }
        : { vat_registered: true, vat_number: 'GB 123 4567 89', prices_include_vat: vat === 'incl' },
    )
    .expect(200);

type Line = [rate: Rate, price: number, qty: number];
const quoteBody = (lines: Line[], discount: number, deposit: object | null) => ({
  customer: { phone: '07700 900321', name: 'Dee Posit', email: 'dee@example.com', address: '1 Job St' },
  items: lines.map(([rate, price, qty]) => ({ id: rated[rate], name: `${rate} work`, price, qty })),
  discount,
  valid_until: '2026-12-31',
  deposit,
});
const createQuote = async (lines: Line[], discount: number, deposit: object | null) =>
  (await post('insertQuote', quoteBody(lines, discount, deposit)).expect(201)).body.data as QuoteView;
const depositInvoice = async (quoteId: string) => {
  const res = await post('createDepositInvoice', { id: quoteId }).expect(201);
  const quote = res.body.data as QuoteView;
  expect(res.body.message).toBe(
    `Deposit invoice #${quote.deposit_invoices![0]!.invoice_no} created from quote Q-${String(quote.quote_no).padStart(6, '0')}`,
  );
  return { quote, invoice: await getOrder(h, quote.deposit_invoices![0]!.order_id) };
};
const pay = (orderId: string, amount: number) => post('due_pay', { order_id: orderId, amount }).expect(200);
const finalInvoice = async (quoteId: string) => {
  const quote = (await post('createFinalInvoice', { id: quoteId }).expect(201)).body.data as QuoteView;
  return { quote, invoice: await getOrder(h, quote.order_id!) };
};
/** [net, VAT, gross] of an invoice's own charge: its VAT figures, or its total on an invoice without VAT. */
const charged = (o: OrderView) => (o.vat ? [o.vat.net, o.vat.vat, o.vat.gross] : [o.total, 0, o.total]);
const pence = (pounds: number) => Math.round(pounds * 100);

interface Row {
  name: string;
  vat: 'excl' | 'incl' | 'none';
  lines: Line[];
  discount: number;
  deposit: { kind: 'percent' | 'amount'; value: number };
  /** [net, VAT, gross] in pence. */
  job: [number, number, number];
  deposit_figures: [number, number, number];
  final: [number, number, number];
  /** The deposit invoice's VAT per rate: [rate, net, VAT, gross] in pence. */
  by_rate: Array<[Rate, number, number, number]>;
}

const TABLE: Row[] = [
  {
    name: '20%/5%/0% lines, prices excluding VAT, 30% deposit',
    vat: 'excl',
    lines: [
      ['standard', 100, 1],
      ['reduced', 50, 1],
      ['zero', 20, 1],
    ],
    discount: 0,
    deposit: { kind: 'percent', value: 30 },
    job: [17000, 2250, 19250],
    deposit_figures: [5100, 675, 5775],
    final: [11900, 1575, 13475],
    by_rate: [
      ['standard', 3000, 600, 3600],
      ['reduced', 1500, 75, 1575],
      ['zero', 600, 0, 600],
    ],
  },
  {
    name: 'odd pence and a discount, prices excluding VAT, 33.33% deposit',
    vat: 'excl',
    lines: [
      ['standard', 33.33, 1],
      ['reduced', 10.01, 3],
      ['zero', 7.77, 1],
    ],
    discount: 1,
    deposit: { kind: 'percent', value: 33.33 },
    job: [7013, 805, 7818],
    deposit_figures: [2338, 268, 2606],
    final: [4675, 537, 5212],
    by_rate: [
      ['standard', 1096, 219, 1315],
      ['reduced', 987, 49, 1036],
      ['zero', 255, 0, 255],
    ],
  },
  {
    name: 'odd pence and a discount, prices including VAT, fixed £47.11 deposit',
    vat: 'incl',
    lines: [
      ['standard', 99.99, 1],
      ['reduced', 12.34, 2],
      ['zero', 5.55, 1],
    ],
    discount: 0.05,
    deposit: { kind: 'amount', value: 47.11 },
    job: [11234, 1783, 13017],
    deposit_figures: [4065, 646, 4711],
    final: [7169, 1137, 8306],
    by_rate: [
      ['standard', 3014, 603, 3617],
      ['reduced', 850, 43, 893],
      ['zero', 201, 0, 201],
    ],
  },
  {
    name: 'a qty of 1.5 hours, prices including VAT, 12.5% deposit',
    vat: 'incl',
    lines: [
      ['standard', 19.99, 1.5],
      ['zero', 3.33, 1],
    ],
    discount: 0,
    deposit: { kind: 'percent', value: 12.5 },
    job: [2832, 500, 3332],
    deposit_figures: [354, 63, 417],
    final: [2478, 437, 2915],
    by_rate: [
      ['standard', 312, 63, 375],
      ['zero', 42, 0, 42],
    ],
  },
  {
    name: 'a business not VAT registered, fixed £50 deposit',
    vat: 'none',
    lines: [
      ['standard', 120, 1],
      ['standard', 45.55, 1],
    ],
    discount: 0.55,
    deposit: { kind: 'amount', value: 50 },
    job: [16500, 0, 16500],
    deposit_figures: [5000, 0, 5000],
    final: [11500, 0, 11500],
    by_rate: [],
  },
];

describe('deposit and final invoices: the worked examples', () => {
  it.each(TABLE)('$name', async (row) => {
    now = new Date('2026-07-15T09:00:00Z');
    await settings(row.vat);
    const quote = await createQuote(row.lines, row.discount, row.deposit);
    expect(pence(quote.total)).toBe(row.job[2]);
    expect(quote.deposit).toEqual({
      kind: row.deposit.kind,
      percent: row.deposit.kind === 'percent' ? row.deposit.value : null,
      amount: row.deposit_figures[2] / 100,
      net: row.deposit_figures[0] / 100,
      vat: row.deposit_figures[1] / 100,
    });

    const { quote: accepted, invoice: deposit } = await depositInvoice(quote.id);
    expect(accepted.status).toBe('Accepted');
    expect(charged(deposit).map(pence)).toEqual(row.deposit_figures);
    expect(deposit).toMatchObject({ status: 'Unpaid', due: row.deposit_figures[2] / 100 });
    expect(deposit.deposit_of).toEqual({
      quote_id: quote.id,
      quote_no: quote.quote_no,
      kind: row.deposit.kind,
      percent: row.deposit.kind === 'percent' ? row.deposit.value : null,
      deducted_in: null,
    });
    expect(deposit.items.map((i) => i.name)).toEqual(row.lines.map(([rate]) => `Deposit: ${rate} work`));
    expect(
      (deposit.vat?.summary ?? []).map((r) => [r.rate, pence(r.net), pence(r.vat), pence(r.gross)]),
    ).toEqual(row.by_rate);

    await pay(deposit.id, row.deposit_figures[2] / 100);
    const { quote: converted, invoice: final } = await finalInvoice(quote.id);
    expect(converted).toMatchObject({
      status: 'Converted',
      invoice_no: final.invoice_no,
      order_id: final.id,
    });
    expect(final.quote_no).toBe(quote.quote_no);
    expect(charged(final).map(pence)).toEqual(row.final);
    expect(final).toMatchObject({ status: 'Unpaid', due: row.final[2] / 100 });
    // The full supply, less the deposit's net and VAT.
    const d = final.deposit_deduction!;
    expect([d.supply.net, d.supply.vat, d.supply.gross].map(pence)).toEqual(row.job);
    expect([d.net, d.vat, d.gross].map(pence)).toEqual(row.deposit_figures);
    expect(d.invoices).toEqual([
      {
        order_id: deposit.id,
        invoice_no: deposit.invoice_no,
        net: row.deposit_figures[0] / 100,
        vat: row.deposit_figures[1] / 100,
        gross: row.deposit_figures[2] / 100,
      },
    ]);
    // The lines show the whole job, as the quote did.
    expect(final.items.map((i) => i.total)).toEqual(quote.items.map((i) => i.total));
    // The two invoices' VAT is the job's, to the penny, rate by rate too.
    expect(pence(charged(deposit)[1]!) + pence(charged(final)[1]!)).toBe(row.job[1]);
    for (const r of quote.vat?.summary ?? []) {
      const of = (o: OrderView) => pence(o.vat!.summary.find((s) => s.rate === r.rate)?.vat ?? 0);
      expect(of(deposit) + of(final)).toBe(pence(r.vat));
    }
  });
});

describe('deposits', () => {
  const lines: Line[] = [
    ['standard', 100, 1],
    ['reduced', 50, 1],
  ];
  beforeEach(async () => {
    now = new Date('2026-07-15T09:00:00Z');
    await settings('excl');
  });

  it('refuses a deposit of nothing, of 100% or more, or of the whole total, with the form’s words', async () => {
    const errorsOf = async (deposit: object) =>
      (await post('insertQuote', quoteBody(lines, 0, deposit)).expect(422)).body.data;
    expect(await errorsOf({ kind: 'percent', value: 100 })).toEqual({
      'deposit.value': ['A deposit percentage must be less than 100.'],
    });
    expect(await errorsOf({ kind: 'amount', value: 0 })).toEqual({
      'deposit.value': ['The deposit must be more than 0.'],
    });
    // The quote's total is £172.50 (VAT added).
    expect(await errorsOf({ kind: 'amount', value: 172.5 })).toEqual({
      'deposit.value': ['The deposit must be less than the quote total.'],
    });
    expect(await errorsOf({ kind: 'amount', value: 10.001 })).toHaveProperty(['deposit.value']);
    expect(await errorsOf({ kind: 'share', value: 10 })).toHaveProperty(['deposit.kind']);
    const ok = await createQuote(lines, 0, { kind: 'amount', value: 172.49 });
    expect(ok.deposit?.amount).toBe(172.49);
    expect((await createQuote(lines, 0, null)).deposit).toBeNull();
  });

  it('makes one deposit invoice per quote, whatever the repeats, and no final invoice before it is paid', async () => {
    const quote = await createQuote(lines, 0, { kind: 'percent', value: 25 });
    const first = await depositInvoice(quote.id);
    const again = await depositInvoice(quote.id);
    expect(again.invoice.id).toBe(first.invoice.id);
    expect(again.quote.deposit_invoices).toHaveLength(1);

    const unpaid = await post('createFinalInvoice', { id: quote.id }).expect(422);
    expect(unpaid.body.data.id).toEqual([
      `Deposit invoice #${first.invoice.invoice_no} is not paid yet: take its payment, or credit or void it, first.`,
    ]);
    // The plain conversion would charge the deposit twice.
    const convert = await post('convertQuote', { id: quote.id }).expect(422);
    expect(convert.body.data.id).toEqual([
      'This quote has a deposit invoice: create its final invoice, which deducts the deposit.',
    ]);
    await pay(first.invoice.id, first.invoice.total);
    const { invoice } = await finalInvoice(quote.id);
    // A repeat answers the quote with the same final invoice.
    const repeat = (await post('createFinalInvoice', { id: quote.id }).expect(201)).body.data as QuoteView;
    expect(repeat.order_id).toBe(invoice.id);
    // Settled on the final invoice: giving the deposit back here would leave it deducted there too.
    expect((await getOrder(h, first.invoice.id)).deposit_of?.deducted_in).toBe(invoice.invoice_no);
    const deducted = `This deposit was deducted on final invoice #${invoice.invoice_no}: credit the final invoice instead.`;
    const credit = await post('creditOrder', {
      order_id: first.invoice.id,
      reason: 'Refund the deposit',
      refund_method: 'cash',
    }).expect(422);
    expect(credit.body.data.order_id).toEqual([deducted]);
    const voided = await post('voidOrder', { id: first.invoice.id, reason: 'x' }).expect(422);
    expect(voided.body.data.id).toEqual([deducted]);
  });

  it('refuses a deposit invoice for a quote asking none, and a final invoice for a quote without a deposit invoice', async () => {
    const plain = await createQuote(lines, 0, null);
    const res = await post('createDepositInvoice', { id: plain.id }).expect(422);
    expect(res.body.data.id).toEqual(['This quote asks for no deposit.']);
    const fin = await post('createFinalInvoice', { id: plain.id }).expect(422);
    expect(fin.body.data.id).toEqual([
      'This quote has no deposit invoice: convert it to an invoice instead.',
    ]);
    await post('createDepositInvoice', { id: '0123456789abcdef01234567' }).expect(404);
    await h.api().post('/api/admin/createFinalInvoice').send({ id: plain.id }).expect(401);
  });

  it('keeps the lines of a deposit invoice as issued: an edit may change the customer, not what is charged', async () => {
    const quote = await createQuote(lines, 0, { kind: 'percent', value: 20 });
    const { invoice } = await depositInvoice(quote.id);
    const body = {
      id: invoice.id,
      rev: invoice.rev,
      customer: { ...invoice.customer, name: 'Dee Posit-Smith' },
      items: invoice.items.map((i) => ({ id: i.id, name: i.name, price: i.price, qty: i.qty })),
      payment: 0,
      discount: 0,
    };
    const edited = await h.api().put('/api/admin/updateOrder').set(h.auth).send(body).expect(200);
    expect(edited.body.data).toMatchObject({
      total: invoice.total,
      vat: invoice.vat,
      customer: { name: 'Dee Posit-Smith' },
    });
    const changed = {
      ...body,
      rev: edited.body.data.rev,
      items: [{ ...body.items[0]!, qty: 2 }, body.items[1]!],
    };
    const refused = await h.api().put('/api/admin/updateOrder').set(h.auth).send(changed).expect(422);
    expect(refused.body.data.items).toEqual([
      'The lines of a deposit or final invoice come from its quote and are locked. To change what was charged, issue a credit note.',
    ]);
  });

  it('a credit note on a paid deposit invoice gives the deposit back; the final invoice then deducts only what it still charges', async () => {
    // Quote £172.50 (net 150, VAT 22.50); 40% deposit £69.00: standard 48.00 (VAT 8.00), reduced 21.00 (VAT 1.00).
    const quote = await createQuote(lines, 0, { kind: 'percent', value: 40 });
    const { invoice: deposit } = await depositInvoice(quote.id);
    expect(charged(deposit)).toEqual([60, 9, 69]);
    await pay(deposit.id, 69);
    const credit = await post('creditOrder', {
      order_id: deposit.id,
      amount: 23,
      reason: 'Part of the deposit returned',
      refund_method: 'bank_transfer',
    }).expect(201);
    // £23 of £69 apportioned 16.00/7.00; VAT 2.67 (16 x 20/120 halves up) and 0.33 (7 x 5/105).
    expect(credit.body.data.credit_note.vat).toMatchObject({ net: 20, vat: 3, gross: 23 });
    const { invoice: final } = await finalInvoice(quote.id);
    const d = final.deposit_deduction!;
    expect([d.net, d.vat, d.gross]).toEqual([40, 6, 46]);
    expect(charged(final)).toEqual([110, 16.5, 126.5]);
    // Deposit VAT less its credit note, plus the final invoice's: the job's £22.50.
    expect(pence(deposit.vat!.vat) - pence(3) + pence(final.vat!.vat)).toBe(2250);
  });

  it('a deposit invoice credited in full, or void, deducts nothing: the final invoice charges the whole job', async () => {
    const quote = await createQuote(lines, 0, { kind: 'amount', value: 50 });
    const { invoice: deposit } = await depositInvoice(quote.id);
    await post('creditOrder', { order_id: deposit.id, reason: 'Deposit waived' }).expect(201);
    const { invoice: final } = await finalInvoice(quote.id);
    expect(charged(final)).toEqual([150, 22.5, 172.5]);
    expect(final.deposit_deduction).toMatchObject({ net: 0, vat: 0, gross: 0 });

    const voided = await createQuote(lines, 0, { kind: 'amount', value: 50 });
    const { invoice: second } = await depositInvoice(voided.id);
    await post('voidOrder', { id: second.id, reason: 'Issued by mistake' }).expect(200);
    const { invoice: whole } = await finalInvoice(voided.id);
    expect(charged(whole)).toEqual([150, 22.5, 172.5]);
    expect(whole.deposit_deduction?.invoices).toEqual([]);
  });

  it('a credit note of the whole final invoice takes back exactly the VAT it charged, not the deposit’s', async () => {
    const quote = await createQuote(TABLE[1]!.lines, 1, { kind: 'percent', value: 33.33 });
    const { invoice: deposit } = await depositInvoice(quote.id);
    await pay(deposit.id, deposit.total);
    const { invoice: final } = await finalInvoice(quote.id);
    const credit = await post('creditOrder', { order_id: final.id, reason: 'Job cancelled' }).expect(201);
    const note = credit.body.data.credit_note;
    expect([note.vat.net, note.vat.vat, note.vat.gross].map(pence)).toEqual(TABLE[1]!.final);
  });
});

describe('invoiceFromAcceptedQuote (online acceptance)', () => {
  it('issues the deposit invoice when the quote asks for one, else the whole invoice', async () => {
    now = new Date('2026-07-15T09:00:00Z');
    await settings('excl');
    const lines: Line[] = [['standard', 100, 1]];
    const deps = { quotes: h.app.services.quotes, deposits: h.app.services.deposits };
    const withDeposit = await createQuote(lines, 0, { kind: 'percent', value: 50 });
    const made = await invoiceFromAcceptedQuote(deps, withDeposit.id, 'customer');
    expect(made.kind).toBe('deposit');
    expect(await getOrder(h, made.order_id)).toMatchObject({ invoice_no: made.invoice_no, total: 60 });
    // Accepted again (a second click on the customer's page): the same invoice.
    expect(await invoiceFromAcceptedQuote(deps, withDeposit.id, 'customer')).toEqual(made);

    const plain = await createQuote(lines, 0, null);
    const whole = await invoiceFromAcceptedQuote(deps, plain.id, 'customer');
    expect(whole.kind).toBe('invoice');
    expect(await getOrder(h, whole.order_id)).toMatchObject({ total: 120, quote_no: plain.quote_no });
  });
});

describe('reports count a deposit once', () => {
  it('the VAT and sales reports of a deposit invoice and its final invoice equal those of the job', async () => {
    // A day of its own: Monday 10 August 2026.
    now = new Date('2026-08-10T09:00:00Z');
    await settings('excl');
    const row = TABLE[1]!;
    const quote = await createQuote(row.lines, row.discount, row.deposit);
    const { invoice: deposit } = await depositInvoice(quote.id);
    await pay(deposit.id, deposit.total);
    await finalInvoice(quote.id);
    const report = async (path: string) =>
      (await h.api().get(`/api/admin/${path}?from=2026-08-10&to=2026-08-10`).set(h.auth).expect(200)).body
        .data;

    const vat = await report('getVatReport');
    expect([vat.net, vat.vat, vat.gross].map(pence)).toEqual(row.job);
    expect(vat.rates.map((r: { rate: string; vat: number }) => [r.rate, r.vat])).toEqual(
      quote.vat!.summary.map((r) => [r.rate, r.vat]),
    );
    expect(vat.invoices).toBe(2);

    const sales = await report('getSalesReport');
    expect(pence(sales.net)).toBe(row.job[0]);
    expect(pence(sales.discounts)).toBe(100);
    // Per service, the job's net after its discount share, and the quantities sold once.
    const byService = Object.fromEntries(
      sales.services.map((s: { id: string; amount: number; qty: number }) => [s.id, [s.amount, s.qty]]),
    );
    expect(byService).toEqual(Object.fromEntries(quote.items.map((i) => [i.id, [i.net, i.qty]])));
  });
});
