import { Types, type mongo } from 'mongoose';
import { insertOrder, seedService, usePos } from '../../test/harness';

let now = new Date('2026-07-15T09:00:00Z');
const h = usePos({ clock: { now: () => now } });
let serviceId: string;
beforeAll(async () => {
  serviceId = await seedService(h, 'EICR', 180);
});

const BOM = '\uFEFF';
const insert = async (
  customer: Record<string, unknown>,
  price: number,
  extra: Record<string, unknown> = {},
) => insertOrder(h, [{ id: serviceId, price, name: 'EICR' }], { payment: 0, ...extra, customer });
const csv = (path: string) => h.api().get(`/api/admin/${path}`).set(h.auth);

/**
 * An invoice as svc-pos stores it, written straight to the database by the volume tests (their subject is
 * the export's volume, not its rules): one EICR line, unpaid unless a payment is given.
 */
function bulkOrder(invoiceNo: number, name: string, at: Date, paymentPence = 0) {
  return {
    _id: new Types.ObjectId(),
    invoice_no: invoiceNo,
    order_custom_id: null,
    customer: {
      name,
      phone: '07700 900999',
      email: `b${invoiceNo}@example.com`,
      address: null,
    },
    items: [{ product_id: serviceId, name: 'EICR', price_pence: 18000, qty: 1, total_pence: 18000 }],
    sub_total_pence: 18000,
    discount_pence: 0,
    total_pence: 18000,
    payment_pence: paymentPence,
    due_pence: 18000 - paymentPence,
    paid: paymentPence >= 18000,
    payments: paymentPence
      ? [{ amount_pence: paymentPence, at, by: 'bulk', method: 'card', reference: null, kind: 'payment' }]
      : [],
    rev: 0,
    created_by: 'bulk',
    updated_by: 'bulk',
    created_at: at,
    updated_at: at,
  };
}

describe('CSV exports', () => {
  let tricky: { id: string; invoice_no: number };
  let formula: { id: string; invoice_no: number };
  let voided: { id: string; invoice_no: number };
  let creditNo: number;
  beforeAll(async () => {
    now = new Date('2026-07-15T09:00:00Z'); // 10:00 in London
    tricky = await insert(
      {
        phone: '07700 900111',
        name: 'Smith, "Sparky" Jr',
        email: 'sparky@example.com',
        address: 'Flat 2\nMill Lane',
      },
      120.5,
      { payment: 100.25, payment_method: 'card', payment_reference: 'REF;1,"x"', order_custom_id: 'JOB-1' },
    );
    now = new Date('2026-07-15T10:00:00Z');
    formula = await insert(
      { phone: '+44 7700 900222', name: '=HYPERLINK("http://evil.example")', email: 'f@example.com' },
      60,
      { due_date: '2026-08-01' },
    );
    now = new Date('2026-07-15T11:00:00Z');
    voided = await insert({ phone: '07700 900333', name: 'Vera Void', email: 'v@example.com' }, 50, {
      payment: 50,
    });
    await h
      .api()
      .post('/api/admin/voidOrder')
      .set(h.auth)
      .send({ id: voided.id, reason: 'Raised twice, by mistake' })
      .expect(200);
    now = new Date('2026-07-15T12:00:00Z');
    const credit = await h
      .api()
      .post('/api/admin/creditOrder')
      .set(h.auth)
      .send({ order_id: tricky.id, amount: 40, reason: 'Discount agreed', refund_method: 'bank_transfer' })
      .expect(201);
    creditNo = credit.body.data.credit_note.credit_no;
    // Deleted (no payments): never exported.
    const gone = await insert({ phone: '07700 900444', name: 'Gone Gary', email: 'g@example.com' }, 70);
    await h.api().delete(`/api/admin/deleteOrder?id=${gone.id}`).set(h.auth).expect(200);
    // The next day in London: outside the period.
    now = new Date('2026-07-15T23:30:00Z');
    await insert({ phone: '07700 900555', name: 'Next Day', email: 'n@example.com' }, 30, { payment: 30 });
  });

  it('exports the invoices of a period as a CSV download, escaped, with void ones marked and deleted ones left out', async () => {
    const res = await csv('exportInvoices?from=2026-07-15&to=2026-07-15').expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="invoices-2026-07-15.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    // Streamed: sent chunked as it is written, no length known up front.
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.text.startsWith(BOM)).toBe(true);
    expect(res.text.slice(1).split('\r\n')).toEqual([
      'Invoice No,Date,Time,Customer,Phone,Email,Address,Order ID,Quote No,Sub Total,Discount,Net,VAT,Total,Credited,Paid,Due,Status,Due Date,Voided At,Void Reason',
      `${tricky.invoice_no},2026-07-15,10:00:00,"Smith, ""Sparky"" Jr",07700 900111,sparky@example.com,"Flat 2\nMill Lane",JOB-1,,120.50,0.00,,,120.50,40.00,80.50,0.00,Paid,,,`,
      // A cell a spreadsheet would run as a formula is written as text; so is a leading +.
      `${formula.invoice_no},2026-07-15,11:00:00,"'=HYPERLINK(""http://evil.example"")",'+44 7700 900222,f@example.com,,,,60.00,0.00,,,60.00,0.00,0.00,60.00,Unpaid,2026-08-01,,`,
      `${voided.invoice_no},2026-07-15,12:00:00,Vera Void,07700 900333,v@example.com,,,,50.00,0.00,,,50.00,0.00,50.00,0.00,Void,,2026-07-15 12:00:00,"Raised twice, by mistake"`,
      '',
    ]);
    const range = await csv('exportInvoices?from=2026-07-01&to=2026-07-31').expect(200);
    expect(range.headers['content-disposition']).toBe(
      'attachment; filename="invoices-2026-07-01-to-2026-07-31.csv"',
    );
    expect(range.text.trim().split('\r\n')).toHaveLength(1 + 4);
  });

  it('exports every payment record of the period at its own time, refunds negative with their credit note', async () => {
    const res = await csv('exportPayments?from=2026-07-15&to=2026-07-15').expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="payments-2026-07-15.csv"');
    expect(res.text.slice(1).split('\r\n')).toEqual([
      'Date,Time,Invoice No,Customer,Kind,Method,Amount,Reference,Taken By,Credit Note No',
      `2026-07-15,10:00:00,${tricky.invoice_no},"Smith, ""Sparky"" Jr",payment,card,100.25,"REF;1,""x""",admin-1,`,
      `2026-07-15,12:00:00,${voided.invoice_no},Vera Void,payment,cash,50.00,,admin-1,`,
      // The credit of 40 leaves 80.50 to pay on 120.50, so 19.75 of the 100.25 paid goes back.
      `2026-07-15,13:00:00,${tricky.invoice_no},"Smith, ""Sparky"" Jr",refund,bank_transfer,-19.75,,admin-1,${creditNo}`,
      '',
    ]);
  });

  it('exports every customer record', async () => {
    const res = await csv('exportCustomers').expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="customers.csv"');
    const lines = res.text.slice(1).split('\r\n');
    expect(lines[0]).toBe('Name,Phone,Email,Address,First Seen,Last Updated');
    // Customer records keep their own (real) timestamps: the dates are checked for their shape.
    const date = String.raw`\d{4}-\d{2}-\d{2}`;
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^"'=HYPERLINK\\(""http://evil\\.example""\\)",'\\+44 7700 900222,f@example\\.com,,${date},${date}$`,
        ),
      ),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(new RegExp(`^Vera Void,07700 900333,v@example\\.com,,${date},${date}$`)),
    );
  });

  it('is for admins only, and refuses a period that ends before it starts', async () => {
    await h.api().get('/api/admin/exportInvoices?from=2026-07-15&to=2026-07-15').expect(401);
    const clerk = await h.tokenFor({ sub: 'user-9', user_type: 'user' });
    await h.api().get('/api/admin/exportPayments?from=2026-07-15&to=2026-07-15').set(clerk).expect(403);
    await h.api().get('/api/admin/exportCustomers').set(clerk).expect(403);
    const res = await csv('exportInvoices?from=2026-07-15&to=2026-07-14').expect(422);
    expect(res.body.data).toEqual({ to: ['The to date must be a date after or equal to the from date.'] });
  });

  it('streams a long export in many chunks as the cursor is read, every row once', async () => {
    // 3,000 invoices of 2025, written straight to the database: the export's volume, not its rules, is tested.
    const start = new Date('2025-01-01T09:00:00Z').getTime();
    const docs = Array.from({ length: 3000 }, (_, i) =>
      bulkOrder(100_000 + i, `Bulk ${i}`, new Date(start + i * 2 * 3600_000)),
    );
    await h.app.models.orders.collection.insertMany(docs as never[]);
    const res = await h
      .api()
      .get('/api/admin/exportInvoices?from=2025-01-01&to=2025-12-31')
      .set(h.auth)
      .buffer(true)
      .parse((stream, done) => {
        let chunks = 0;
        let text = '';
        stream.setEncoding('utf8');
        stream.on('data', (chunk: string) => {
          chunks += 1;
          text += chunk;
        });
        stream.on('end', () => done(null, { chunks, text }));
      })
      .expect(200);
    const { chunks, text } = res.body as { chunks: number; text: string };
    expect(chunks).toBeGreaterThan(3);
    const rows = text.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(3000);
    expect(new Set(rows.map((r) => r.split(',')[0])).size).toBe(3000);
    expect(rows[0]).toMatch(/^100000,2025-01-01,09:00:00,Bulk 0,/);
  });

  it('reads the payments export from the database 500 rows a round trip, not the rest at once', async () => {
    // 1,300 payments in 2024. Each getMore must carry the batch size: without it MongoDB (and the embedded
    // server) answers the first getMore with everything left, and the app holds the whole year at once.
    const start = new Date('2024-01-01T09:00:00Z').getTime();
    const docs = Array.from({ length: 1300 }, (_, i) =>
      bulkOrder(200_000 + i, `Paying ${i}`, new Date(start + i * 3600_000), 5000),
    );
    await h.app.models.orders.collection.insertMany(docs as never[]);
    const getMores: Array<{ batchSize?: unknown }> = [];
    const client = h.conn.getClient();
    const watch = (event: mongo.CommandStartedEvent) => {
      if (event.commandName === 'getMore' && event.command.collection === 'orders') {
        getMores.push({ batchSize: event.command.batchSize });
      }
    };
    client.on('commandStarted', watch);
    try {
      const res = await csv('exportPayments?from=2024-01-01&to=2024-12-31').expect(200);
      const rows = res.text.trim().split('\r\n').slice(1);
      expect(rows).toHaveLength(1300);
      expect(new Set(rows.map((r) => r.split(',')[2])).size).toBe(1300);
    } finally {
      client.off('commandStarted', watch);
    }
    // 500 in the first answer, then 500 and 300.
    expect(getMores).toEqual([{ batchSize: 500 }, { batchSize: 500 }]);
  });
});
