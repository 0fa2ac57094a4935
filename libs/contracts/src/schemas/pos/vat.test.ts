import { toFieldErrors } from '../field-errors';
import { createSchemaValidator } from '../validator';
import { apportion, formatVatNumber, normalizeVatNumber, vatBreakdown } from './vat';

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
