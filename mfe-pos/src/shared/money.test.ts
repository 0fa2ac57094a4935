import {
  formatPence,
  formatPounds,
  parsePounds,
  penceOr0,
  penceToInput,
  penceToPounds,
  poundsForSchema,
} from './money';

test('reads typed pounds as integer pence without floating point', () => {
  expect(parsePounds('19.99')).toEqual({ ok: true, pence: 1999 });
  expect(parsePounds(' 20 ')).toEqual({ ok: true, pence: 2000 });
  expect(parsePounds('20.5')).toEqual({ ok: true, pence: 2050 });
  expect(parsePounds('3.')).toEqual({ ok: true, pence: 300 });
  expect(parsePounds('0.07')).toEqual({ ok: true, pence: 7 });
  expect(parsePounds('')).toEqual({ ok: false, reason: 'empty' });
  expect(parsePounds('1.999')).toEqual({ ok: false, reason: 'decimals' });
  expect(parsePounds('-1')).toEqual({ ok: false, reason: 'not-a-number' });
  expect(parsePounds('abc')).toEqual({ ok: false, reason: 'not-a-number' });
  expect(penceOr0('x')).toBe(0);
});

test('sums that drift in floating point stay exact in pence', () => {
  const lines = ['0.10', '0.20', '19.99', '4.35'].map(penceOr0);
  const total = lines.reduce((a, b) => a + b, 0);
  expect(total).toBe(2464);
  expect(formatPence(total)).toBe('£24.64');
  expect(penceToPounds(total)).toBe(24.64);
  expect(penceToPounds(1999 * 3)).toBe(59.97);
});

test('formats pounds with the £ sign, grouping and two decimals', () => {
  expect(formatPounds(1234.5)).toBe('£1,234.50');
  expect(formatPounds(0)).toBe('£0.00');
  expect(formatPence(-300)).toBe('-£3.00');
  expect(penceToInput(2050)).toBe('20.50');
});

test('gives a contract schema pounds, or what was typed when it is not an amount yet', () => {
  expect(poundsForSchema(' 19.99 ')).toBe(19.99);
  // Three decimals reach the schema as the number, so its multipleOf says "at most two decimal places".
  expect(poundsForSchema('1.999')).toBe(1.999);
  expect(poundsForSchema('abc')).toBe('abc');
  // A negative amount reaches the schema as a number, so it says "must be at least 0", not "a number".
  expect(poundsForSchema('-5')).toBe(-5);
  expect(poundsForSchema(' -0.5 ')).toBe(-0.5);
  expect(poundsForSchema('-')).toBe('-');
  expect(poundsForSchema('  ')).toBeUndefined();
});
