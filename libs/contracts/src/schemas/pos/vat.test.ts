import { toFieldErrors } from '../field-errors';
import { createSchemaValidator } from '../validator';
import { apportion, creditVatBreakdown, formatVatNumber, normalizeVatNumber, vatBreakdown } from './vat';

const validator = createSchemaValidator();
const errorsOf = (body: unknown) => {
  const validate = validator.getSchema('pos.invoiceSettings.update')!;
  validate(structuredClone(body));
  return toFieldErrors(validate.errors);
};

describe('invoice settings schema', () => {
  it('takes a UK VAT number of GB and 9 or 12 digits, spaced as HMRC groups them or not at all', () => {
    for (const number of ['GB123456789', 'GB 123 4567 89', 'GB123456789012', 'XI 123 4567 89']) {
      expect(errorsOf({ vat_registered: true, vat_number: number, prices_include_vat: true })).toEqual({});
    }
  });

  it('refuses any other number with one message, and needs one only when registered', () => {
    const format = {
      vat_number: ['The VAT number must be GB followed by 9 or 12 digits, e.g. GB 123 4567 89.'],
    };
    for (const number of ['GB12345678', 'GB1234567890', '123456789', 'FR12345678901', 'GB12345678X']) {
      expect(errorsOf({ vat_registered: true, vat_number: number, prices_include_vat: true })).toEqual(
        format,
      );
    }
    const required = {
      vat_number: ['The VAT number field is required when the business is VAT registered.'],
    };
    expect(errorsOf({ vat_registered: true, prices_include_vat: false })).toEqual(required);
    expect(errorsOf({ vat_registered: true, vat_number: null, prices_include_vat: false })).toEqual(required);
    expect(errorsOf({ vat_registered: false, vat_number: null, prices_include_vat: false })).toEqual({});
    expect(errorsOf({})).toEqual({
      vat_registered: ['The VAT registration field is required.'],
      prices_include_vat: ['The prices include VAT setting field is required.'],
    });
  });

  it('stores a number one way and shows it grouped', () => {
    expect(normalizeVatNumber('gb 123 4567 89')).toBe('GB123456789');
    expect(formatVatNumber('GB123456789')).toBe('GB 123 4567 89');
    expect(formatVatNumber('GB123456789012')).toBe('GB 123 4567 89 012');
  });
});

describe('VAT arithmetic', () => {
  it('apportions to whole pence that add up, the left-over pence to the largest remainders', () => {
    expect(apportion(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(apportion(10, [33, 33, 34])).toEqual([3, 3, 4]);
    expect(apportion(0, [5, 5])).toEqual([0, 0]);
    expect(apportion(1, [1, 1000])).toEqual([0, 1]);
    // Beyond 2^53 in the intermediate product: still exact.
    expect(apportion(1_000_000_000, [999_999_999, 1])).toEqual([999_999_999, 1]);
  });

  it('rounds VAT per line to the penny, halves up, and sums the lines', () => {
    // 3 x 0.33 at 20% excluding VAT: 0.99 net, VAT 19.8p -> 20p.
    expect(vatBreakdown([{ amount_pence: 99, rate: 'standard' }], 0, false)).toMatchObject({
      net_pence: 99,
      vat_pence: 20,
      gross_pence: 119,
    });
    // 1p at 20% excluding VAT: 0.2p -> 0; 3p: 0.6p -> 1p; 5p at 5%: 0.25p -> 0; 10p at 5%: 0.5p -> 1p.
    const tiny = vatBreakdown(
      [
        { amount_pence: 1, rate: 'standard' },
        { amount_pence: 3, rate: 'standard' },
        { amount_pence: 10, rate: 'reduced' },
      ],
      0,
      false,
    );
    expect(tiny.lines.map((l) => l.vat_pence)).toEqual([0, 1, 1]);
    expect(tiny.summary).toEqual([
      { rate: 'standard', percent: 20, net_pence: 4, vat_pence: 1, gross_pence: 5 },
      { rate: 'reduced', percent: 5, net_pence: 10, vat_pence: 1, gross_pence: 11 },
    ]);
    // Prices including VAT: £1.00 at 20% holds 16.666p of VAT -> 17p, net 83p.
    expect(vatBreakdown([{ amount_pence: 100, rate: 'standard' }], 0, true).lines[0]).toMatchObject({
      net_pence: 83,
      vat_pence: 17,
      gross_pence: 100,
    });
  });
});

describe('creditVatBreakdown: the VAT a credit note reverses', () => {
  // The invoice: 91.00 at 20% and 120.10 at 5% ex. VAT, £11 discount: lines 103.51 (17.25 VAT) and
  // 119.53 (5.69 VAT), total 223.04.
  const invoice = vatBreakdown(
    [
      { amount_pence: 9100, rate: 'standard' },
      { amount_pence: 12010, rate: 'reduced' },
    ],
    1100,
    false,
  );
  const left = invoice.lines.map((l) => ({
    rate: l.rate,
    gross_pence: l.gross_pence,
    vat_pence: l.vat_pence,
  }));

  it('credits the whole invoice by reversing exactly the VAT it charged, per rate', () => {
    const credit = creditVatBreakdown(left, 22304);
    expect(credit.summary).toEqual(invoice.summary);
    expect([credit.net_pence, credit.vat_pence, credit.gross_pence]).toEqual([20010, 2294, 22304]);
  });

  it('splits a part credit pro rata by largest remainder and takes the VAT out of each share, halves up', () => {
    // £50.00 over 103.51 : 119.53 = 23.2044 : 26.7956 -> 23.20 and 26.79, the penny left to the larger remainder.
    const credit = creditVatBreakdown(left, 5000);
    expect(credit.lines.map((l) => [l.gross_pence, l.vat_pence, l.net_pence])).toEqual([
      [2320, 387, 1933], // 2320 x 20/120 = 386.67
      [2680, 128, 2552], // 2680 x 5/105 = 127.62
    ]);
    expect(credit.gross_pence).toBe(5000);
  });

  it('two part credits that complete the invoice reverse its VAT to the penny, however they round', () => {
    const first = creditVatBreakdown(left, 5000);
    const rest = left.map((l, i) => ({
      rate: l.rate,
      gross_pence: l.gross_pence - first.lines[i]!.gross_pence,
      vat_pence: l.vat_pence - first.lines[i]!.vat_pence,
    }));
    const second = creditVatBreakdown(rest, 22304 - 5000);
    expect(first.vat_pence + second.vat_pence).toBe(invoice.vat_pence);
    expect(first.net_pence + second.net_pence).toBe(invoice.net_pence);
  });

  it('reverses no VAT on zero-rated and exempt lines, and never more than a line has left', () => {
    const credit = creditVatBreakdown(
      [
        { rate: 'zero', gross_pence: 1000, vat_pence: 0 },
        { rate: 'exempt', gross_pence: 1000, vat_pence: 0 },
        { rate: 'standard', gross_pence: 3, vat_pence: 0 }, // 3 x 1p lines: VAT rounded to 0 on the invoice
      ],
      1001,
    );
    expect(credit.lines.map((l) => l.vat_pence)).toEqual([0, 0, 0]);
    expect(credit.summary.map((r) => r.rate)).toEqual(['standard', 'zero', 'exempt']);
  });
});
