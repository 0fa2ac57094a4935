import { vatDocument, vatFigures } from '@voltdesk/contracts/testing';
import { usePos, updateOrder } from '../../test/harness';

/**
 * VAT on invoices, through HTTP. Every answer is checked against its view schema by the
 * harness (registerEndpoints under jest). Expected figures are worked by hand from the rule in
 * svc-pos/README.md "VAT": discount apportioned pro rata before VAT (largest remainder), VAT per line
 * rounded to the penny halves up, every total a sum of the lines.
 */
const h = usePos();
const rated: Record<'standard' | 'reduced' | 'zero' | 'exempt', string> = {
  standard: '',
  reduced: '',
  zero: '',
  exempt: '',
};

beforeAll(async () => {
  const cat = await h.api().post('/api/admin/insertCategory').set(h.auth).send({ name: 'VAT' }).expect(201);
  for (const rate of Object.keys(rated) as Array<keyof typeof rated>) {
    const res = await h
      .api()
      .post('/api/admin/insertProduct')
      .set(h.auth)
      .send({ name: `${rate} service`, price: 10, category_id: cat.body.data.id, vat_rate: rate })
      .expect(201);
    rated[rate] = res.body.data.id;
  }
});

const settings = (body: object) => h.api().put('/api/admin/updateInvoiceSettings').set(h.auth).send(body);
const registered = (pricesIncludeVat: boolean) =>
  settings({
    vat_registered: true,
    vat_number: 'GB 123 4567 89',
    prices_include_vat: pricesIncludeVat,
  }).expect(200);

type Line = { rate: keyof typeof rated; price: number; qty?: number };
const invoice = (lines: Line[], extra: Record<string, unknown> = {}) =>
  h
    .api()
    .post('/api/admin/insertOrder')
    .set(h.auth)
    .send({
      customer: { phone: '07700 900777', name: 'Vera Tax', email: 'vera@example.com' },
      items: lines.map((l) => ({
        id: rated[l.rate],
        name: `${l.rate} line`,
        price: l.price,
        qty: l.qty ?? 1,
      })),
      payment: 0,
      ...extra,
    });

/** The line figures a table row checks: [rate, line discount, net, VAT, gross]. */
const linesOf = (order: { items: Array<Record<string, unknown>> }) =>
  order.items.map((i) => [i.vat_rate, i.line_discount, i.net, i.vat, i.gross]);

const MIXED: Line[] = [
  { rate: 'standard', price: 19.99, qty: 3 },
  { rate: 'reduced', price: 45.5 },
  { rate: 'zero', price: 10 },
  { rate: 'exempt', price: 25 },
];

describe('invoice settings', () => {
  it('start unregistered; an admin sets registration, a UK VAT number (stored one way) and the price mode', async () => {
    const first = await h.api().get('/api/admin/getInvoiceSettings').set(h.auth).expect(200);
    expect(first.body.data).toEqual({
      vat_registered: false,
      vat_number: null,
      prices_include_vat: true,
      invoice_accepted_quotes: false,
      monthly_statements: false,
      updated_at: null,
    });
    const saved = await registered(false);
    expect(saved.body).toEqual({
      data: {
        vat_registered: true,
        vat_number: 'GB123456789',
        prices_include_vat: false,
        invoice_accepted_quotes: false,
        monthly_statements: false,
        updated_at: expect.any(String),
      },
      message: 'Invoice settings updated successfully.',
    });

    const bad = await settings({
      vat_registered: true,
      vat_number: 'GB12345',
      prices_include_vat: true,
    }).expect(422);
    expect(bad.body.data).toEqual({
      vat_number: ['The VAT number must be GB followed by 9 or 12 digits, e.g. GB 123 4567 89.'],
    });
    const none = await settings({ vat_registered: true, prices_include_vat: true }).expect(422);
    expect(none.body.data).toEqual({
      vat_number: ['The VAT number field is required when the business is VAT registered.'],
    });
    await h.api().get('/api/admin/getInvoiceSettings').expect(401);
    const clerk = await h.tokenFor({ sub: 'user-9', user_type: 'user' });
    await h
      .api()
      .put('/api/admin/updateInvoiceSettings')
      .set(clerk)
      .send({ vat_registered: false, prices_include_vat: true })
      .expect(403);
    // Refused changes left the saved settings as they were.
    const after = await h.api().get('/api/admin/getInvoiceSettings').set(h.auth).expect(200);
    expect(after.body.data).toMatchObject({
      vat_registered: true,
      vat_number: 'GB123456789',
      prices_include_vat: false,
    });
  });
});

describe('VAT rounding table', () => {
  it('not registered: the invoice has no VAT at all and totals as before (sub total - discount)', async () => {
    await settings({ vat_registered: false, vat_number: 'GB123456789', prices_include_vat: false }).expect(
      200,
    );
    const res = await invoice(MIXED, { discount: 10 }).expect(201);
    expect(res.body.data).toMatchObject({
      sub_total: 140.47,
      discount: 10,
      total: 130.47,
      due: 130.47,
      vat: null,
    });
    for (const item of res.body.data.items)
      expect(Object.keys(item).sort()).toEqual(['id', 'name', 'price', 'qty', 'total']);
  });

  it('prices excluding VAT: mixed rates 20/5/0/exempt, VAT added per line, a summary per rate', async () => {
    await registered(false);
    const { body } = await invoice(MIXED).expect(201);
    // 59.97 x 20% = 11.994 -> 11.99; 45.50 x 5% = 2.275 -> 2.28 (halves up); zero and exempt add nothing.
    expect(linesOf(body.data)).toEqual([
      ['standard', 0, 59.97, 11.99, 71.96],
      ['reduced', 0, 45.5, 2.28, 47.78],
      ['zero', 0, 10, 0, 10],
      ['exempt', 0, 25, 0, 25],
    ]);
    // Net 140.47, VAT 14.27, gross 154.74.
    expect(body.data.vat).toEqual(
      vatDocument({ standard: [59.97, 11.99], reduced: [45.5, 2.28], zero: [10, 0], exempt: [25, 0] }),
    );
    expect(body.data).toMatchObject({ sub_total: 140.47, discount: 0, total: 154.74, due: 154.74 });
  });

  it('a discount is spread over the mixed rates before VAT, pro rata, and its pence add up', async () => {
    await registered(false);
    const { body } = await invoice(MIXED, { discount: 10 }).expect(201);
    // £10.00 x 5997/14047 = 4.2692, x 4550/14047 = 3.2391, x 1000/14047 = 0.7119, x 2500/14047 = 1.7797:
    // rounded down 4.26 + 3.23 + 0.71 + 1.77 = 9.97; the 3p left go to the largest remainders (exempt
    // .97, standard .92, reduced .91).
    expect(linesOf(body.data)).toEqual([
      ['standard', 4.27, 55.7, 11.14, 66.84],
      ['reduced', 3.24, 42.26, 2.11, 44.37],
      ['zero', 0.71, 9.29, 0, 9.29],
      ['exempt', 1.78, 23.22, 0, 23.22],
    ]);
    expect(body.data.vat).toMatchObject({ net: 130.47, vat: 13.25, gross: 143.72 });
    expect(body.data).toMatchObject({ sub_total: 140.47, discount: 10, total: 143.72 });
  });

  it('prices including VAT: VAT is taken out of each line (halves up), the total is what was typed', async () => {
    await registered(true);
    const { body } = await invoice(MIXED).expect(201);
    // 59.97 x 20/120 = 9.995 -> 10.00; 45.50 x 5/105 = 2.1667 -> 2.17.
    expect(linesOf(body.data)).toEqual([
      ['standard', 0, 49.97, 10, 59.97],
      ['reduced', 0, 43.33, 2.17, 45.5],
      ['zero', 0, 10, 0, 10],
      ['exempt', 0, 25, 0, 25],
    ]);
    expect(body.data.vat).toMatchObject({ prices_include_vat: true, net: 128.3, vat: 12.17, gross: 140.47 });
    expect(body.data).toMatchObject({ sub_total: 140.47, total: 140.47 });

    const spread = await invoice(MIXED, { discount: 10 }).expect(201);
    // The same shares of the discount as above, now out of gross amounts: 55.70 x 20/120 = 9.2833 -> 9.28.
    expect(linesOf(spread.body.data)).toEqual([
      ['standard', 4.27, 46.42, 9.28, 55.7],
      ['reduced', 3.24, 40.25, 2.01, 42.26],
      ['zero', 0.71, 9.29, 0, 9.29],
      ['exempt', 1.78, 23.22, 0, 23.22],
    ]);
    expect(spread.body.data).toMatchObject({
      total: 130.47,
      vat: { net: 119.18, vat: 11.29, gross: 130.47 },
    });
  });

  it('3 x 0.33: VAT per line, so three 33p lines carry 7p each (21p), not 20% of 99p (20p)', async () => {
    await registered(false);
    const three: Line[] = [1, 2, 3].map(() => ({ rate: 'standard', price: 1 }));
    // £3.00 less £2.01 leaves 0.99: 67p off each line leaves 33p; 33p x 20% = 6.6p -> 7p.
    const ex = await invoice(three, { discount: 2.01 }).expect(201);
    expect(linesOf(ex.body.data)).toEqual([1, 2, 3].map(() => ['standard', 0.67, 0.33, 0.07, 0.4]));
    expect(ex.body.data).toMatchObject({ total: 1.2, vat: { net: 0.99, vat: 0.21, gross: 1.2 } });

    await registered(true);
    // Including VAT: 33p x 20/120 = 5.5p -> 6p (halves up), net 27p each.
    const inc = await invoice(three, { discount: 2.01 }).expect(201);
    expect(linesOf(inc.body.data)).toEqual([1, 2, 3].map(() => ['standard', 0.67, 0.27, 0.06, 0.33]));
    expect(inc.body.data).toMatchObject({ total: 0.99, vat: { net: 0.81, vat: 0.18, gross: 0.99 } });
  });

  it('1p lines: 1p carries no VAT (0.2p), 3p carries 1p (0.6p), 10p at 5% carries 1p (0.5p, halves up)', async () => {
    await registered(false);
    const cases: Array<[Line, number, [number, number, number]]> = [
      [{ rate: 'standard', price: 1 }, 0.99, [0.01, 0, 0.01]],
      [{ rate: 'standard', price: 1 }, 0.97, [0.03, 0.01, 0.04]],
      [{ rate: 'reduced', price: 1 }, 0.9, [0.1, 0.01, 0.11]],
      [{ rate: 'zero', price: 1 }, 0.99, [0.01, 0, 0.01]],
      [{ rate: 'exempt', price: 1 }, 0.99, [0.01, 0, 0.01]],
    ];
    for (const [line, discount, [net, vat, gross]] of cases) {
      const { body } = await invoice([line], { discount }).expect(201);
      expect([line.rate, body.data.items[0].net, body.data.items[0].vat, body.data.total]).toEqual([
        line.rate,
        net,
        vat,
        gross,
      ]);
    }
    // Two lines discounted to 1p between them: the pence add up (1p + 0p), VAT nothing.
    const two = await invoice(
      [
        { rate: 'standard', price: 1 },
        { rate: 'standard', price: 1 },
      ],
      { discount: 1.99 },
    ).expect(201);
    expect(linesOf(two.body.data)).toEqual([
      ['standard', 1, 0, 0, 0],
      ['standard', 0.99, 0.01, 0, 0.01],
    ]);
  });
});

describe('VAT on issued invoices', () => {
  it('takes payment up to the VAT-inclusive total and no more', async () => {
    await registered(false);
    // £10.00 standard excluding VAT: total £12.00. The form sends the total it shows.
    const paid = await invoice([{ rate: 'standard', price: 10 }], { payment: 12, total: 12 }).expect(201);
    expect(paid.body.data).toMatchObject({ total: 12, payment: 12, due: 0, status: 'Paid' });
    const over = await invoice([{ rate: 'standard', price: 10 }], { payment: 12.01, total: 12.01 }).expect(
      422,
    );
    expect(over.body.data).toEqual({ payment: ['The payment may not be greater than the total.'] });
    // A client claiming the most VAT could add on a zero-rated line is refused by the total computed here.
    const zero = await invoice([{ rate: 'zero', price: 10 }], { payment: 12, total: 12 }).expect(422);
    expect(zero.body.data).toEqual({ payment: ['The payment may not be greater than the total.'] });
    const due = await h
      .api()
      .post('/api/admin/due_pay')
      .set(h.auth)
      .send({
        order_id: (await invoice([{ rate: 'standard', price: 10 }]).expect(201)).body.data.id,
        amount: 12,
      })
      .expect(200);
    expect(due.body.data).toEqual({ payment: 12, due: 0, status: 'Paid' });
  });

  it('keeps the rate of each line and the VAT terms as issued; later changes apply to new lines and invoices only', async () => {
    await registered(false);
    const issued = await invoice([{ rate: 'standard', price: 10 }]).expect(201);
    const id = issued.body.data.id as string;
    expect(issued.body.data).toMatchObject({ total: 12, vat: { vat: 2 } });

    // The service becomes zero rated and the business switches to prices including VAT.
    await h
      .api()
      .put('/api/admin/updateProduct')
      .set(h.auth)
      .send({
        id: rated.standard,
        name: 'standard service',
        price: 10,
        category_id: (await h.app.models.products.findById(rated.standard).lean())!.category_id.toString(),
        vat_rate: 'zero',
      })
      .expect(200);
    await registered(true);
    const shown = await h.api().get(`/api/admin/getOrders?id=${id}`).set(h.auth).expect(200);
    expect(shown.body.data.items[0]).toMatchObject({ vat_rate: 'standard', vat: 2, gross: 12 });
    expect(shown.body.data.vat).toMatchObject({ prices_include_vat: false, vat: 2, gross: 12 });

    // An edit recomputes with the invoice's own terms: the existing line keeps 20%, a new line takes the
    // service's rate now; prices still read excluding VAT, as when it was issued.
    const edited = await updateOrder(h, id, {
      customer: { phone: '07700 900777', name: 'Vera Tax', email: 'vera@example.com' },
      items: [
        { id: rated.standard, name: 'standard line', price: 10, qty: 2 },
        { id: rated.reduced, name: 'reduced line', price: 10, qty: 1 },
      ],
      payment: 0,
    }).expect(200);
    expect(linesOf(edited.body.data)).toEqual([
      ['standard', 0, 20, 4, 24],
      ['reduced', 0, 10, 0.5, 10.5],
    ]);
    expect(edited.body.data).toMatchObject({
      total: 34.5,
      vat: { number: 'GB123456789', prices_include_vat: false },
    });

    // A new invoice follows the new settings: zero rated now, prices including VAT.
    const next = await invoice([{ rate: 'standard', price: 10 }]).expect(201);
    expect(linesOf(next.body.data)).toEqual([['zero', 0, 10, 0, 10]]);
    expect(next.body.data.vat).toMatchObject({ prices_include_vat: true });

    // Deregistering never strips VAT from an issued invoice either.
    await settings({ vat_registered: false, vat_number: null, prices_include_vat: true }).expect(200);
    const still = await h.api().get(`/api/admin/getOrders?id=${id}`).set(h.auth).expect(200);
    expect(still.body.data.vat).toMatchObject({ number: 'GB123456789', gross: 34.5 });
    expect((await invoice([{ rate: 'reduced', price: 10 }]).expect(201)).body.data.vat).toBeNull();
  });
});

describe('credit notes on a VAT invoice', () => {
  /** A VAT credit note shows the VAT it reverses: [rate, net, VAT, gross] per rate. */
  const rows = (vat: { summary: Array<Record<string, unknown>> }) =>
    vat.summary.map((r) => [r.rate, r.net, r.vat, r.gross]);

  it('reverse the VAT of the share of each line they credit, and in full exactly what the invoice charged', async () => {
    await registered(false);
    const cat = await h
      .api()
      .post('/api/admin/insertCategory')
      .set(h.auth)
      .send({ name: 'Credits' })
      .expect(201);
    const service = async (name: string, vat_rate: string) =>
      (
        await h
          .api()
          .post('/api/admin/insertProduct')
          .set(h.auth)
          .send({ name, price: 1, category_id: cat.body.data.id, vat_rate })
          .expect(201)
      ).body.data.id as string;
    const sockets = await service('Socket install (credit test)', 'standard');
    const eicr = await service('EICR (credit test)', 'reduced');
    // 91.00 at 20% and 120.10 at 5%, £11 off before VAT: 86.26 + 17.25 and 113.84 + 5.69; total 223.04.
    const made = await h
      .api()
      .post('/api/admin/insertOrder')
      .set(h.auth)
      .send({
        customer: { phone: '07700 900778', name: 'Vera Credit', email: 'vera@example.com' },
        items: [
          { id: sockets, name: 'Socket install', price: 45.5, qty: 2 },
          { id: eicr, name: 'EICR', price: 120.1, qty: 1 },
        ],
        discount: 11,
        payment: 0,
      })
      .expect(201);
    const invoiceVat = made.body.data.vat;
    expect(made.body.data.total).toBe(223.04);
    expect(rows(invoiceVat)).toEqual([
      ['standard', 86.26, 17.25, 103.51],
      ['reduced', 113.84, 5.69, 119.53],
    ]);
    const credit = (body: object) =>
      h
        .api()
        .post('/api/admin/creditOrder')
        .set(h.auth)
        .send({ order_id: made.body.data.id, reason: 'Returned', ...body })
        .expect(201);

    // £50 over 103.51 : 119.53 -> 23.20 and 26.80 (largest remainder); VAT in each: 3.87 (386.67p) and 1.28.
    const part = await credit({ amount: 50 });
    expect(part.body.data.credit_note.vat).toEqual(
      vatFigures({ standard: [19.33, 3.87], reduced: [25.52, 1.28] }),
    );

    // The rest: what each line has left, its VAT to the penny, so the two notes reverse the invoice's VAT.
    const rest = await credit({});
    expect(rest.body.data.credit_note.amount).toBe(173.04);
    expect(rows(rest.body.data.credit_note.vat)).toEqual([
      ['standard', 66.93, 13.38, 80.31],
      ['reduced', 88.32, 4.41, 92.73],
    ]);

    // Both as the invoice shows them later.
    const read = await h.api().get(`/api/admin/getOrders?id=${made.body.data.id}`).set(h.auth).expect(200);
    const notes = read.body.data.credit_notes as Array<{ vat: { vat: number; net: number } }>;
    expect(notes.map((n) => n.vat.vat)).toEqual([5.15, 17.79]);
    expect(Math.round(notes.reduce((a, n) => a + n.vat.vat * 100, 0))).toBe(2294);
    expect(Math.round(notes.reduce((a, n) => a + n.vat.net * 100, 0))).toBe(20010);
  });

  it('carry no VAT on an invoice issued without VAT', async () => {
    await settings({ vat_registered: false, vat_number: null, prices_include_vat: true }).expect(200);
    const made = await invoice([{ rate: 'reduced', price: 10 }]).expect(201);
    const res = await h
      .api()
      .post('/api/admin/creditOrder')
      .set(h.auth)
      .send({ order_id: made.body.data.id, reason: 'Goodwill', amount: 2 })
      .expect(201);
    expect(res.body.data.credit_note.vat).toBeNull();
  });
});
