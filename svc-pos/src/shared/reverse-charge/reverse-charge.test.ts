import { REVERSE_CHARGE_WORDING } from '@voltdesk/contracts';
import { insertOrder, updateOrder, usePos } from '../../../test/harness';

/**
 * The domestic reverse charge through HTTP: the rule table with HMRC's cases (svc-pos/README.md "Domestic
 * reverse charge", where each row is worked), the order form's switch, credit notes, the VAT report and
 * the VAT return. Prices exclude VAT unless a test says otherwise.
 */
let now = new Date('2026-10-05T10:00:00Z');
const h = usePos({ clock: { now: () => now } });
const rated = { standard: '', reduced: '', zero: '' };
type Rate = keyof typeof rated;

const settings = (pricesIncludeVat: boolean) =>
  h
    .api()
    .put('/api/admin/updateInvoiceSettings')
    .set(h.auth)
    .send({ vat_registered: true, vat_number: 'GB 123 4567 89', prices_include_vat: pricesIncludeVat })
    .expect(200);

beforeAll(async () => {
  const cat = await h.api().post('/api/admin/insertCategory').set(h.auth).send({ name: 'Works' }).expect(201);
  for (const rate of Object.keys(rated) as Rate[]) {
    const res = await h
      .api()
      .post('/api/admin/insertProduct')
      .set(h.auth)
      .send({ name: `${rate} work`, price: 10, category_id: cat.body.data.id, vat_rate: rate })
      .expect(201);
    rated[rate] = res.body.data.id;
  }
  await settings(false);
});

interface Status {
  vat_registered?: boolean;
  cis_registered?: boolean;
  end_user_status?: 'contractor' | 'end_user' | 'intermediary';
}
const CONTRACTOR: Status = { vat_registered: true, cis_registered: true, end_user_status: 'contractor' };

let phones = 0;
/** A customer with these reverse-charge fields (made by a first, plain invoice, then edited); its details. */
async function customerWith(status: Status) {
  phones += 1;
  const customer = {
    phone: `07700 9${String(phones).padStart(5, '0')}`,
    name: `Builder ${phones}`,
    email: `builder${phones}@example.com`,
  };
  await insertOrder(h, [{ id: rated.zero, price: 1 }], { customer });
  const found = await h
    .api()
    .get(`/api/admin/customerByPhone?phone=${customer.phone}`)
    .set(h.auth)
    .expect(200);
  await h
    .api()
    .put('/api/admin/updateCustomer')
    .set(h.auth)
    .send({ id: found.body.data.id, ...customer, ...status })
    .expect(200);
  return customer;
}

type Line = { rate: Rate; price: number; qty?: number };
const invoiceBody = (customer: object, lines: Line[], extra: Record<string, unknown> = {}) => ({
  customer,
  items: lines.map((l) => ({ id: rated[l.rate], name: `${l.rate} work`, price: l.price, qty: l.qty ?? 1 })),
  payment: 0,
  ...extra,
});
const invoice = (customer: object, lines: Line[], extra: Record<string, unknown> = {}) =>
  h
    .api()
    .post('/api/admin/insertOrder')
    .set(h.auth)
    .send(invoiceBody(customer, lines, extra));

interface RcOrder {
  id: string;
  total: number;
  vat: { net: number; vat: number; gross: number };
  reverse_charge: { wording: string; vat: number; summary: unknown[] } | null;
  reverse_charge_choice: boolean | null;
}

describe('customer reverse-charge fields', () => {
  it('are kept on the record, shown with it, left as they are when not sent, and checked', async () => {
    const customer = await customerWith(CONTRACTOR);
    const found = await h
      .api()
      .get(`/api/admin/customerByPhone?phone=${customer.phone}`)
      .set(h.auth)
      .expect(200);
    expect(found.body.data).toMatchObject(CONTRACTOR);
    // An edit without the fields (a client from before them) keeps them.
    const kept = await h
      .api()
      .put('/api/admin/updateCustomer')
      .set(h.auth)
      .send({ id: found.body.data.id, ...customer, name: 'Renamed Builder' })
      .expect(200);
    expect(kept.body.data).toMatchObject({ name: 'Renamed Builder', ...CONTRACTOR });
    const bad = await h
      .api()
      .put('/api/admin/updateCustomer')
      .set(h.auth)
      .send({ id: found.body.data.id, ...customer, end_user_status: 'landlord', vat_registered: 'yes' })
      .expect(422);
    expect(Object.keys(bad.body.data).sort()).toEqual(['end_user_status', 'vat_registered']);
  });

  it('start as not registered, a contractor, on a customer made by an invoice', async () => {
    const customer = await customerWith({});
    const found = await h
      .api()
      .get(`/api/admin/customerByPhone?phone=${customer.phone}`)
      .set(h.auth)
      .expect(200);
    expect(found.body.data).toMatchObject({
      vat_registered: false,
      cis_registered: false,
      end_user_status: 'contractor',
    });
  });
});

/**
 * HMRC's cases: [case, customer, lines, switch, reverse charged?, total charged, VAT charged, the customer's
 * reverse-charge VAT]. Every figure is worked in the README table of the same name.
 */
const RULE_TABLE: Array<[string, Status, Line[], boolean | null, boolean, number, number, number]> = [
  [
    'VAT and CIS registered contractor',
    CONTRACTOR,
    [{ rate: 'standard', price: 1000 }],
    null,
    true,
    1000,
    0,
    200,
  ],
  [
    'end user',
    { ...CONTRACTOR, end_user_status: 'end_user' },
    [{ rate: 'standard', price: 1000 }],
    null,
    false,
    1200,
    200,
    0,
  ],
  [
    'intermediary supplier',
    { ...CONTRACTOR, end_user_status: 'intermediary' },
    [{ rate: 'standard', price: 1000 }],
    null,
    false,
    1200,
    200,
    0,
  ],
  [
    'customer not VAT registered',
    { ...CONTRACTOR, vat_registered: false },
    [{ rate: 'standard', price: 1000 }],
    null,
    false,
    1200,
    200,
    0,
  ],
  [
    'customer not CIS registered',
    { ...CONTRACTOR, cis_registered: false },
    [{ rate: 'standard', price: 1000 }],
    null,
    false,
    1200,
    200,
    0,
  ],
  ['5% reduced rate services', CONTRACTOR, [{ rate: 'reduced', price: 400 }], null, true, 400, 0, 20],
  ['zero rated services', CONTRACTOR, [{ rate: 'zero', price: 500 }], null, false, 500, 0, 0],
  [
    'mixed supply: the whole invoice follows its construction part',
    CONTRACTOR,
    [
      { rate: 'standard', price: 300 },
      { rate: 'zero', price: 700 },
    ],
    null,
    true,
    1000,
    0,
    60,
  ],
  [
    '5% disregard: standard part exactly 5%',
    CONTRACTOR,
    [
      { rate: 'standard', price: 50 },
      { rate: 'zero', price: 950 },
    ],
    null,
    false,
    1010,
    10,
    0,
  ],
  [
    '5% disregard: standard part 5.1%',
    CONTRACTOR,
    [
      { rate: 'standard', price: 51 },
      { rate: 'zero', price: 949 },
    ],
    null,
    true,
    1000,
    0,
    10.2,
  ],
  [
    'VAT per line, halves up',
    CONTRACTOR,
    [
      { rate: 'standard', price: 1.01, qty: 3 },
      { rate: 'standard', price: 10.05, qty: 1.5 },
    ],
    null,
    true,
    18.11,
    0,
    3.63,
  ],
  [
    'switch off for a contractor',
    CONTRACTOR,
    [{ rate: 'standard', price: 1000 }],
    false,
    false,
    1200,
    200,
    0,
  ],
  [
    'switch on for an end user',
    { ...CONTRACTOR, end_user_status: 'end_user' },
    [{ rate: 'standard', price: 1000 }],
    true,
    true,
    1000,
    0,
    200,
  ],
];

describe('the reverse-charge rule (HMRC cases)', () => {
  it.each(RULE_TABLE)('%s', async (_case, status, lines, choice, reversed, total, vat, customerVat) => {
    const customer = await customerWith(status);
    const res = await invoice(customer, lines, choice === null ? {} : { reverse_charge: choice }).expect(201);
    const order = res.body.data as RcOrder;
    expect(order.total).toBe(total);
    expect(order.vat.vat).toBe(vat);
    expect(order.reverse_charge_choice).toBe(choice);
    if (!reversed) {
      expect(order.reverse_charge).toBeNull();
      return;
    }
    expect(order.reverse_charge).toMatchObject({ wording: REVERSE_CHARGE_WORDING, vat: customerVat });
    expect(order.vat.gross).toBe(order.vat.net);
  });

  it('shows the wording, the rate and the VAT the customer accounts for, per rate', async () => {
    const customer = await customerWith(CONTRACTOR);
    const res = await invoice(customer, [
      { rate: 'standard', price: 1000 },
      { rate: 'reduced', price: 200 },
      { rate: 'zero', price: 100 },
    ]).expect(201);
    expect(res.body.data.reverse_charge).toEqual({
      wording: 'Customer to account to HMRC for the reverse charge',
      vat: 210,
      summary: [
        { rate: 'standard', percent: 20, net: 1000, vat: 200 },
        { rate: 'reduced', percent: 5, net: 200, vat: 10 },
      ],
    });
    expect(res.body.data.items.map((i: { vat: number; gross: number }) => [i.vat, i.gross])).toEqual([
      [0, 1000],
      [0, 200],
      [0, 100],
    ]);
  });

  it('refuses the switch on where the reverse charge cannot apply', async () => {
    const customer = await customerWith(CONTRACTOR);
    const res = await invoice(customer, [{ rate: 'zero', price: 100 }], { reverse_charge: true }).expect(422);
    expect(res.body.data).toEqual({
      reverse_charge: ['The reverse charge applies only to standard or reduced rated construction services.'],
    });
  });

  it('an edit follows the switch and the customer, and keeps the choice it was given', async () => {
    const customer = await customerWith(CONTRACTOR);
    const created = (await invoice(customer, [{ rate: 'standard', price: 100 }]).expect(201)).body
      .data as RcOrder;
    expect(created.reverse_charge?.vat).toBe(20);
    const off = await updateOrder(
      h,
      created.id,
      invoiceBody(customer, [{ rate: 'standard', price: 100 }], { reverse_charge: false }),
    ).expect(200);
    expect(off.body.data).toMatchObject({ total: 120, reverse_charge: null, reverse_charge_choice: false });
    const back = await updateOrder(
      h,
      created.id,
      invoiceBody(customer, [{ rate: 'standard', price: 100 }]),
    ).expect(200);
    expect(back.body.data).toMatchObject({
      total: 100,
      reverse_charge: { vat: 20 },
      reverse_charge_choice: null,
    });
  });
});

describe('credit notes of a reverse-charged invoice', () => {
  it('refund no VAT, take back the customer’s reverse-charge VAT in proportion, all of it in full', async () => {
    const customer = await customerWith(CONTRACTOR);
    const order = (
      await invoice(customer, [
        { rate: 'standard', price: 333.33 },
        { rate: 'reduced', price: 100 },
      ]).expect(201)
    ).body.data as RcOrder;
    // Net 433.33 charged; the customer's VAT 66.67 (333.33 x 20% = 66.666 -> 66.67) + 5.00.
    expect(order).toMatchObject({ total: 433.33, reverse_charge: { vat: 71.67 } });
    const credit = (amount?: number) =>
      h
        .api()
        .post('/api/admin/creditOrder')
        .set(h.auth)
        .send({ order_id: order.id, reason: 'Less work', ...(amount ? { amount } : {}) })
        .expect(201);
    const first = (await credit(100)).body.data.credit_note;
    // 100 apportioned by what is left: 76.92 standard, 23.08 reduced (largest remainder).
    expect(first.vat).toEqual({
      net: 100,
      vat: 0,
      gross: 100,
      summary: [
        { rate: 'standard', percent: 20, net: 76.92, vat: 0, gross: 76.92 },
        { rate: 'reduced', percent: 5, net: 23.08, vat: 0, gross: 23.08 },
      ],
    });
    // 66.67 x 76.92 / 333.33 = 15.3847 -> 15.38; 5.00 x 23.08 / 100 = 1.154 -> 1.15.
    expect(first.reverse_charge).toEqual({
      wording: REVERSE_CHARGE_WORDING,
      vat: 16.53,
      summary: [
        { rate: 'standard', percent: 20, net: 76.92, vat: 15.38 },
        { rate: 'reduced', percent: 5, net: 23.08, vat: 1.15 },
      ],
    });
    const rest = (await credit()).body.data;
    // The rest takes all that is left: 71.67 - 16.53.
    expect(rest.credit_note.reverse_charge.vat).toBe(55.14);
    expect(rest.credit_note.vat.vat).toBe(0);
    expect(rest.order).toMatchObject({ credited: 433.33, due: 0 });
  });

  it('a credit note of an invoice with VAT as usual has no reverse charge', async () => {
    const customer = await customerWith({});
    const order = (await invoice(customer, [{ rate: 'standard', price: 10 }]).expect(201)).body
      .data as RcOrder;
    const res = await h
      .api()
      .post('/api/admin/creditOrder')
      .set(h.auth)
      .send({ order_id: order.id, reason: 'Goodwill' })
      .expect(201);
    expect(res.body.data.credit_note).toMatchObject({ vat: { vat: 2 }, reverse_charge: null });
  });
});

describe('VAT report and VAT return', () => {
  it('list reverse-charged sales apart; their net in box 6, none of their VAT in box 1', async () => {
    now = new Date('2027-02-10T10:00:00Z');
    const builder = await customerWith(CONTRACTOR);
    const homeowner = await customerWith({ ...CONTRACTOR, end_user_status: 'end_user' });
    now = new Date('2027-02-11T10:00:00Z');
    const rc = (await invoice(builder, [{ rate: 'standard', price: 1000 }]).expect(201)).body.data as RcOrder;
    await invoice(homeowner, [{ rate: 'standard', price: 500 }]).expect(201);
    await h
      .api()
      .post('/api/admin/creditOrder')
      .set(h.auth)
      .send({ order_id: rc.id, amount: 250, reason: 'Snagging' })
      .expect(201);
    const q = 'from=2027-02-11&to=2027-02-11';
    const report = (await h.api().get(`/api/admin/getVatReport?${q}`).set(h.auth).expect(200)).body.data;
    expect(report).toMatchObject({
      rates: [{ rate: 'standard', percent: 20, net: 500, vat: 100, gross: 600 }],
      net: 500,
      vat: 100,
      invoices: 1,
      credit_notes: 0,
      reverse_charge: {
        invoices: 1,
        credit_notes: 1,
        invoiced: { net: 1000, vat: 200 },
        credited: { net: 250, vat: 50 },
        net: 750,
        vat: 150,
      },
    });
    const vatReturn = (await h.api().get(`/api/admin/getVatReturn?${q}`).set(h.auth).expect(200)).body.data;
    expect(vatReturn.boxes).toMatchObject({ box1: 100, box3: 100, box6: 1250 });
    expect(vatReturn.sales).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'invoice',
          order_id: rc.id,
          net: 1000,
          vat: 0,
          reverse_charge: true,
        }),
        expect.objectContaining({
          kind: 'credit_note',
          order_id: rc.id,
          net: -250,
          vat: 0,
          reverse_charge: true,
        }),
      ]),
    );
  });
});

describe('prices including VAT', () => {
  it('charge the net of the price, the VAT in it being the customer’s to account for', async () => {
    await settings(true);
    try {
      const customer = await customerWith(CONTRACTOR);
      const res = await invoice(customer, [{ rate: 'standard', price: 120 }]).expect(201);
      expect(res.body.data).toMatchObject({
        total: 100,
        vat: { net: 100, vat: 0, gross: 100, prices_include_vat: true },
        reverse_charge: { vat: 20 },
      });
    } finally {
      await settings(false);
    }
  });
});
