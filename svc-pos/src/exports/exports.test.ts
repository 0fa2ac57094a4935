import { insertOrder, usePos } from '../../test/harness';

let now = new Date('2026-07-15T08:00:00Z');
const h = usePos({ clock: { now: () => now } });

const BOM = '\uFEFF';
const api = (query: string) => h.api().get(`/api/admin/exportAccounting?${query}`).set(h.auth);
const day = 'from=2026-07-15&to=2026-07-15';
const rows = (text: string) => text.slice(BOM.length).split('\r\n');

async function service(name: string, price: number, vatRate: string) {
  const category = await h
    .api()
    .post('/api/admin/insertCategory')
    .set(h.auth)
    .send({ name: `Exports ${name}` })
    .expect(201);
  const res = await h
    .api()
    .post('/api/admin/insertProduct')
    .set(h.auth)
    .send({ name, price, category_id: category.body.data.id, vat_rate: vatRate })
    .expect(201);
  return res.body.data.id as string;
}

/**
 * The worked example of svc-pos/README.md "Exports for the accountant": on one day, an invoice made before
 * the business registered for VAT, a VAT invoice excluding VAT with a discount spread over three lines (a
 * fractional quantity among them), a credit note on it, an invoice of one reduced-rate line, a void
 * invoice (left out) and one of the next day (outside the period).
 */
describe('exports for the accountant (Xero, QuickBooks Online)', () => {
  const no: Record<string, number> = {};
  let creditNo: number;
  let eicr: string;
  let lamp: string;
  beforeAll(async () => {
    eicr = await service('EICR', 180, 'standard');
    const cable = await service('Cable 2.5mm', 1.99, 'standard');
    lamp = await service('LED lamp', 4.5, 'reduced');
    const fit = await service('Fitting', 15, 'standard');
    const bob = {
      phone: '07700 900555',
      name: 'Bob Builder',
      email: 'bob@example.com',
      address: '12 Oak Road, York, YO1 7HH',
    };
    now = new Date('2026-07-15T08:00:00Z'); // 09:00 in London
    no.e = (
      await insertOrder(
        h,
        [
          { id: fit, name: 'Fitting', price: 15, qty: 2 },
          { id: lamp, name: 'LED lamp', price: 10, qty: 1 },
        ],
        {
          customer: bob,
          discount: 1,
        },
      )
    ).invoice_no;
    await h
      .api()
      .put('/api/admin/updateInvoiceSettings')
      .set(h.auth)
      .send({ vat_registered: true, vat_number: 'GB123456789', prices_include_vat: false })
      .expect(200);
    now = new Date('2026-07-15T09:00:00Z');
    const a = await insertOrder(
      h,
      [
        { id: eicr, name: 'EICR', price: 180, qty: 1 },
        { id: cable, name: 'Cable 2.5mm', price: 1.99, qty: 12.5 },
        { id: lamp, name: 'LED lamp', price: 4.5, qty: 12 },
      ],
      {
        customer: {
          phone: '07700 900111',
          name: 'Smith, "Sparky" Jr',
          email: 'sparky@example.com',
          address: 'Flat 2\n1 Mill Lane\nLeeds\nLS1 4AB',
        },
        discount: 10,
        due_date: '2026-08-14',
        order_custom_id: 'JOB-7',
        payment: 100,
        payment_method: 'card',
        payment_reference: 'REF-1',
      },
    );
    no.a = a.invoice_no;
    now = new Date('2026-07-15T10:00:00Z');
    const b = await insertOrder(h, [{ id: lamp, name: 'LED lamp', price: 4.5, qty: 12 }], {
      customer: {
        phone: '+44 7700 900222',
        name: '=HYPERLINK("http://evil.example")',
        email: 'f@example.com',
      },
    });
    no.b = b.invoice_no;
    now = new Date('2026-07-15T11:00:00Z');
    const c = await insertOrder(h, [{ id: eicr, name: 'EICR', price: 180, qty: 1 }], {
      customer: { phone: '07700 900333', name: 'Vera Void', email: 'v@example.com' },
    });
    await h
      .api()
      .post('/api/admin/voidOrder')
      .set(h.auth)
      .send({ id: c.id, reason: 'Raised twice' })
      .expect(200);
    now = new Date('2026-07-15T12:00:00Z');
    const credit = await h
      .api()
      .post('/api/admin/creditOrder')
      .set(h.auth)
      .send({ order_id: a.id, amount: 50, reason: 'Lamp returned' })
      .expect(201);
    creditNo = credit.body.data.credit_note.credit_no;
    now = new Date('2026-07-15T13:00:00Z');
    await h
      .api()
      .post('/api/admin/due_pay')
      .set(h.auth)
      .send({ order_id: b.id, amount: 56.7, method: 'bank_transfer', reference: 'BACS 9' })
      .expect(200);
    now = new Date('2026-07-15T23:30:00Z'); // the 16th in London
    await insertOrder(h, [{ id: eicr, name: 'EICR', price: 180, qty: 1 }], { customer: bob, payment: 100 });
  });

  it('writes the sales invoices and credit notes in Xero’s import layout, to the penny', async () => {
    const res = await api(`${day}&ledger=xero&records=invoices`).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="xero-invoices-2026-07-15.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    const sparky = `"Smith, ""Sparky"" Jr",sparky@example.com,Flat 2,1 Mill Lane,Leeds,,,,LS1 4AB,United Kingdom`;
    const bob = 'Bob Builder,bob@example.com,12 Oak Road,York,,,,,YO1 7HH,United Kingdom';
    const evil = `"'=HYPERLINK(""http://evil.example"")",f@example.com,,,,,,,,`;
    expect(rows(res.text)).toEqual([
      '*ContactName,EmailAddress,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4,POCity,PORegion,POPostalCode,POCountry,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,Total,InventoryItemCode,*Description,*Quantity,*UnitAmount,Discount,*AccountCode,*TaxType,TaxAmount,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2,Currency,BrandingTheme',
      // Not VAT registered: the £1 discount shared 75p / 25p; no VAT.
      `${bob},${no.e},,15/07/2026,15/07/2026,39.00,,Fitting (2 x £15.00),1,29.25,,200,No VAT,0.00,,,,,GBP,`,
      `${bob},${no.e},,15/07/2026,15/07/2026,39.00,,LED lamp,1,9.75,,200,No VAT,0.00,,,,,GBP,`,
      // £10 discount shared 6.95 / 0.96 / 2.09; VAT per line halves up (51.91 x 5% = 2.5955 -> 2.60).
      `${sparky},${no.a},JOB-7,15/07/2026,14/08/2026,290.87,,EICR,1,173.05,,200,20% (VAT on Income),34.61,,,,,GBP,`,
      `${sparky},${no.a},JOB-7,15/07/2026,14/08/2026,290.87,,Cable 2.5mm (12.5 x £1.99),1,23.92,,200,20% (VAT on Income),4.78,,,,,GBP,`,
      `${sparky},${no.a},JOB-7,15/07/2026,14/08/2026,290.87,,LED lamp (12 x £4.50),1,51.91,,200,5% (VAT on Income),2.60,,,,,GBP,`,
      // The £50 credit note, negative, shared over the lines' gross as issued.
      `${sparky},CN-${creditNo},Invoice ${no.a}: Lamp returned,15/07/2026,15/07/2026,-50.00,,EICR,1,-29.75,,200,20% (VAT on Income),-5.95,,,,,GBP,`,
      `${sparky},CN-${creditNo},Invoice ${no.a}: Lamp returned,15/07/2026,15/07/2026,-50.00,,Cable 2.5mm,1,-4.11,,200,20% (VAT on Income),-0.82,,,,,GBP,`,
      `${sparky},CN-${creditNo},Invoice ${no.a}: Lamp returned,15/07/2026,15/07/2026,-50.00,,LED lamp,1,-8.92,,200,5% (VAT on Income),-0.45,,,,,GBP,`,
      // No discount: the line's own quantity and unit price; no due date: due on the day.
      `${evil},${no.b},,15/07/2026,15/07/2026,56.70,,LED lamp,12,4.50,,200,5% (VAT on Income),2.70,,,,,GBP,`,
      '',
    ]);
  });

  it('writes the same documents in QuickBooks Online’s invoice import layout', async () => {
    const res = await api(`${day}&ledger=quickbooks&records=invoices`).expect(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="quickbooks-invoices-2026-07-15.csv"',
    );
    const sparky = `"Smith, ""Sparky"" Jr"`;
    expect(rows(res.text)).toEqual([
      'InvoiceNo,Customer,InvoiceDate,DueDate,Terms,Location,Memo,Item(Product/Service),ItemDescription,ItemQuantity,ItemRate,ItemAmount,ItemTaxCode,ItemTaxAmount,Currency,Service Date',
      `${no.e},Bob Builder,15/07/2026,15/07/2026,,,,Fitting (2 x £15.00),Fitting (2 x £15.00),1,29.25,29.25,No VAT,0.00,GBP,15/07/2026`,
      `${no.e},Bob Builder,15/07/2026,15/07/2026,,,,LED lamp,LED lamp,1,9.75,9.75,No VAT,0.00,GBP,15/07/2026`,
      `${no.a},${sparky},15/07/2026,14/08/2026,,,JOB-7,EICR,EICR,1,173.05,173.05,20.0% S,34.61,GBP,15/07/2026`,
      `${no.a},${sparky},15/07/2026,14/08/2026,,,JOB-7,Cable 2.5mm (12.5 x £1.99),Cable 2.5mm (12.5 x £1.99),1,23.92,23.92,20.0% S,4.78,GBP,15/07/2026`,
      `${no.a},${sparky},15/07/2026,14/08/2026,,,JOB-7,LED lamp (12 x £4.50),LED lamp (12 x £4.50),1,51.91,51.91,5.0% R,2.60,GBP,15/07/2026`,
      `CN-${creditNo},${sparky},15/07/2026,15/07/2026,,,Invoice ${no.a}: Lamp returned,EICR,EICR,1,-29.75,-29.75,20.0% S,-5.95,GBP,15/07/2026`,
      `CN-${creditNo},${sparky},15/07/2026,15/07/2026,,,Invoice ${no.a}: Lamp returned,Cable 2.5mm,Cable 2.5mm,1,-4.11,-4.11,20.0% S,-0.82,GBP,15/07/2026`,
      `CN-${creditNo},${sparky},15/07/2026,15/07/2026,,,Invoice ${no.a}: Lamp returned,LED lamp,LED lamp,1,-8.92,-8.92,5.0% R,-0.45,GBP,15/07/2026`,
      `${no.b},"'=HYPERLINK(""http://evil.example"")",15/07/2026,15/07/2026,,,,LED lamp,LED lamp,12,4.50,54.00,5.0% R,2.70,GBP,15/07/2026`,
      '',
    ]);
  });

  it('writes the contacts of the period’s invoices, void ones left out, in each layout', async () => {
    const xero = await api(`${day}&ledger=xero&records=contacts`).expect(200);
    expect(rows(xero.text)).toEqual([
      '*ContactName,AccountNumber,EmailAddress,FirstName,LastName,POAttentionTo,POAddressLine1,POAddressLine2,POAddressLine3,POAddressLine4,POCity,PORegion,POPostalCode,POCountry,PhoneNumber,MobileNumber,TaxNumber,AccountsReceivableTaxCodeName',
      `"'=HYPERLINK(""http://evil.example"")",,f@example.com,,,,,,,,,,,,'+44 7700 900222,,,`,
      'Bob Builder,,bob@example.com,,,,12 Oak Road,York,,,,,YO1 7HH,United Kingdom,07700 900555,,,',
      `"Smith, ""Sparky"" Jr",,sparky@example.com,,,,Flat 2,1 Mill Lane,Leeds,,,,LS1 4AB,United Kingdom,07700 900111,,,`,
      '',
    ]);
    const qbo = await api(`${day}&ledger=quickbooks&records=contacts`).expect(200);
    expect(rows(qbo.text)).toEqual([
      'Name,Company,Email,Phone,Mobile,Fax,Website,Street,City,State,ZIP code,Country,Opening Balance,Opening Balance Date',
      `"'=HYPERLINK(""http://evil.example"")",,f@example.com,'+44 7700 900222,,,,,,,,,,`,
      'Bob Builder,,bob@example.com,07700 900555,,,,"12 Oak Road, York",,,YO1 7HH,United Kingdom,,',
      `"Smith, ""Sparky"" Jr",,sparky@example.com,07700 900111,,,,"Flat 2, 1 Mill Lane, Leeds",,,LS1 4AB,United Kingdom,,`,
      '',
    ]);
  });

  it('writes the period’s payments as bank statement lines that name their invoice', async () => {
    const xero = await api(`${day}&ledger=xero&records=payments`).expect(200);
    expect(rows(xero.text)).toEqual([
      '*Date,*Amount,Payee,Description,Reference,Cheque Number',
      `15/07/2026,100.00,"Smith, ""Sparky"" Jr",Payment of invoice ${no.a} (card REF-1),${no.a},`,
      `15/07/2026,56.70,"'=HYPERLINK(""http://evil.example"")",Payment of invoice ${no.b} (bank transfer BACS 9),${no.b},`,
      '',
    ]);
    const qbo = await api(`${day}&ledger=quickbooks&records=payments`).expect(200);
    expect(rows(qbo.text)).toEqual([
      'Date,Description,Amount',
      `15/07/2026,"Smith, ""Sparky"" Jr: Payment of invoice ${no.a} (card REF-1)",100.00`,
      `15/07/2026,"'=HYPERLINK(""http://evil.example""): Payment of invoice ${no.b} (bank transfer BACS 9)",56.70`,
      '',
    ]);
  });

  it('adds up: each invoice’s rows make its total, and the period’s VAT is the VAT report’s', async () => {
    const res = await api(`${day}&ledger=quickbooks&records=invoices`).expect(200);
    const pence = (s: string) => Math.round(Number(s) * 100);
    const byDoc = new Map<string, number>();
    let vat = 0;
    for (const line of rows(res.text).slice(1, -1)) {
      const cells = line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, ''));
      byDoc.set(cells[0]!, (byDoc.get(cells[0]!) ?? 0) + pence(cells[11]!) + pence(cells[13]!));
      vat += pence(cells[13]!);
    }
    expect(byDoc.get(String(no.a))).toBe(29087);
    expect(byDoc.get(`CN-${creditNo}`)).toBe(-5000);
    expect(byDoc.get(String(no.b))).toBe(5670);
    const report = await h.api().get(`/api/admin/getVatReport?${day}`).set(h.auth).expect(200);
    expect(vat).toBe(Math.round(report.body.data.vat * 100));
  });

  it('writes a reverse-charged invoice with the ledgers’ domestic reverse charge rates, no VAT charged', async () => {
    now = new Date('2026-07-20T09:00:00Z');
    const smart = await service('Smart meter', 90, 'zero');
    const contractor = { phone: '07700 900777', name: 'Main Contractor Ltd', email: 'mc@example.com' };
    const rc = await insertOrder(
      h,
      [
        { id: eicr, name: 'EICR', price: 180, qty: 1 },
        { id: lamp, name: 'LED lamp', price: 4.5, qty: 12 },
        { id: smart, name: 'Smart meter', price: 90, qty: 1 },
      ],
      { customer: contractor, reverse_charge: true },
    );
    const q = 'from=2026-07-20&to=2026-07-20';
    const xero = await api(`${q}&ledger=xero&records=invoices`).expect(200);
    const who = 'Main Contractor Ltd,mc@example.com,,,,,,,,';
    // No VAT charged: the total is the net (180 + 54 + 90); the zero-rated line keeps its own rate.
    expect(rows(xero.text).slice(1)).toEqual([
      `${who},${rc.invoice_no},,20/07/2026,20/07/2026,324.00,,EICR,1,180.00,,200,Domestic Reverse Charge @ 20% (VAT on Income),0.00,,,,,GBP,`,
      `${who},${rc.invoice_no},,20/07/2026,20/07/2026,324.00,,LED lamp,12,4.50,,200,Domestic Reverse Charge @ 5% (VAT on Income),0.00,,,,,GBP,`,
      `${who},${rc.invoice_no},,20/07/2026,20/07/2026,324.00,,Smart meter,1,90.00,,200,Zero Rated Income,0.00,,,,,GBP,`,
      '',
    ]);
    const qbo = await api(`${q}&ledger=quickbooks&records=invoices`).expect(200);
    expect(
      rows(qbo.text)
        .slice(1)
        .map((r) => r.split(',').slice(11, 14).join(',')),
    ).toEqual(['180.00,20.0% RC CIS,0.00', '54.00,5.0% RC CIS,0.00', '90.00,0.0% Z,0.00', '']);
  });

  it('is for admins with the reports permission, and validates its query', async () => {
    await h.api().get(`/api/admin/exportAccounting?${day}&ledger=xero&records=invoices`).expect(401);
    const clerk = await h.tokenFor({ sub: 'user-9', user_type: 'user' });
    await h
      .api()
      .get(`/api/admin/exportAccounting?${day}&ledger=xero&records=invoices`)
      .set(clerk)
      .expect(403);
    const bad = await api(`${day}&ledger=sage&records=invoices`).expect(422);
    expect(bad.body.data).toEqual({ ledger: ['The selected ledger is invalid.'] });
    const back = await api('from=2026-07-15&to=2026-07-14&ledger=xero&records=payments').expect(422);
    expect(back.body.data).toEqual({ to: ['The to date must be a date after or equal to the from date.'] });
  });
});
