import { invoiceFigures } from './invoice-figures';
import { lineTotalPence } from './vat';

const base = {
  sub_total: 913.11,
  discount: 0,
  total: 913.11,
  payment: 600,
  due: 213.11,
  status: 'Unpaid' as const,
  credited: 100,
  vat: null,
};

describe('invoiceFigures', () => {
  it('lists Credited after a credit note, so Total - Credited - Amount Paid = Due, and says part paid with the due', () => {
    const f = invoiceFigures(base);
    expect(f.rows.map((r) => [r.label, r.pence])).toEqual([
      ['Sub Total', 91311],
      ['Discount', 0],
      ['Total', 91311],
      ['Credited', 10000],
      ['Amount Paid', 60000],
      ['Due', 21311],
    ]);
    expect(f.standing).toBe('part_paid');
    expect(f.status).toBe('Part paid: £213.11 due');
    expect(f.vatNote).toBeNull();
  });

  it('says Paid, Unpaid or Void otherwise; a quote has no payment figures', () => {
    expect(invoiceFigures({ ...base, credited: 0, payment: 913.11, due: 0, status: 'Paid' }).status).toBe(
      'Paid',
    );
    expect(invoiceFigures({ ...base, credited: 0, payment: 0, due: 913.11 }).status).toBe('Unpaid');
    expect(invoiceFigures({ ...base, due: 0, status: 'Void' }).status).toBe('Void');
    expect(invoiceFigures(base, { quote: true }).rows.map((r) => r.key)).toEqual([
      'sub_total',
      'discount',
      'total',
    ]);
  });

  it('a VAT invoice adds Net and VAT and says VAT is calculated per line', () => {
    const vat = {
      number: 'GB123456789',
      prices_include_vat: false,
      net: 100,
      vat: 20,
      gross: 120,
      summary: [],
    };
    const f = invoiceFigures({ ...base, sub_total: 100, total: 120, payment: 0, due: 120, credited: 0, vat });
    expect(f.rows.map((r) => r.key)).toEqual(['sub_total', 'discount', 'net', 'vat', 'total', 'paid', 'due']);
    expect(f.vatNote).toBe('Prices exclude VAT. VAT is calculated per line.');
  });
});

describe('lineTotalPence', () => {
  it.each([
    [4550, 1.5, 6825],
    [199, 12.5, 2488], // 2487.5: half a penny, up
    [333, 2.125, 708], // 707.625
    [1999, 3, 5997], // whole quantities exactly as before
    [1, 1.001, 1], // 1.001p
    [1_000_000_000, 10_000, 10_000_000_000_000], // beyond 2^53 in between: exact
  ])('%ip x %d = %ip', (price, qty, total) => {
    expect(lineTotalPence(price, qty)).toBe(total);
  });

  it('a CIS invoice shows the deduction on labour and the payable after it; Payable - Credited - Paid = Due', () => {
    // Example C of svc-pos/README.md "CIS": 270.00 at 30%, a 90.00 credit note, 100.00 paid.
    const f = invoiceFigures({
      ...base,
      sub_total: 300,
      discount: 30,
      total: 270,
      credited: 90,
      payment: 100,
      due: 35,
      cis: {
        rate: 30,
        labour: 225,
        materials: 45,
        deduction: 67.5,
        payable: 202.5,
        credited_labour: 75,
        credited_deduction: 22.5,
      },
    });
    expect(f.rows.map((r) => [r.label, r.pence])).toEqual([
      ['Sub Total', 30000],
      ['Discount', 3000],
      ['Total', 27000],
      ['CIS deduction (30% of labour £150.00)', -4500],
      ['Payable after CIS', 22500],
      ['Credited', 9000],
      ['Amount Paid', 10000],
      ['Due', 3500],
    ]);
    // A quote is no invoice yet: no CIS figures.
    const cis = {
      rate: 20 as const,
      labour: 100,
      materials: 0,
      deduction: 20,
      payable: 100,
      credited_labour: 0,
      credited_deduction: 0,
    };
    expect(invoiceFigures({ ...base, cis }, { quote: true }).rows.map((r) => r.key)).not.toContain(
      'cis_deduction',
    );
  });
});
