import fc from 'fast-check';
import {
  apportion,
  creditVatBreakdown,
  lineTotalPence,
  VAT_PERCENT,
  VAT_RATES,
  vatBreakdown,
  type VatRate,
} from './vat';

/**
 * The one rounding rule (svc-pos/README.md "Rounding") as properties over random invoices: integer pence
 * everywhere, line totals and VAT per line rounded to the penny halves up, the discount apportioned pro
 * rata to whole pence, and every total a sum of lines.
 */

// Enough random invoices to meet the awkward cases (halves, 1p lines, a discount over many rates) on every
// run, few enough to keep the suite to a few seconds.
const RUNS = { numRuns: 400 };

/** A price in pence (1p to £10,000) and a quantity with up to three decimals (0.001 to 1,000). */
const price = fc.integer({ min: 1, max: 1_000_000 });
const qty = fc.integer({ min: 1, max: 1_000_000 }).map((thousandths) => thousandths / 1000);
const rate = fc.constantFrom<VatRate>(...VAT_RATES);
const line = fc.record({ price, qty, rate });
const invoice = fc
  .record({
    lines: fc.array(line, { minLength: 1, maxLength: 12 }),
    includeVat: fc.boolean(),
    discountShare: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map(({ lines, includeVat, discountShare }) => {
    const amounts = lines.map((l) => ({ amount_pence: lineTotalPence(l.price, l.qty), rate: l.rate }));
    const subTotal = amounts.reduce((a, l) => a + l.amount_pence, 0);
    return { amounts, includeVat, subTotal, discount: Math.floor(subTotal * discountShare) };
  });

const isPence = (n: number) => Number.isSafeInteger(n);
const sum = (ns: readonly number[]) => ns.reduce((a, b) => a + b, 0);

test('a line total is price x qty to the nearest penny, halves up, and exact for a whole qty', () => {
  fc.assert(
    fc.property(price, qty, (p, q) => {
      const total = lineTotalPence(p, q);
      expect(isPence(total)).toBe(true);
      // 1000 x total against the exact price x thousandths: under half a penny below, at most half above
      // (a half rounds up).
      const exact = BigInt(p) * BigInt(Math.round(q * 1000));
      const diff = BigInt(total) * 1000n - exact;
      expect(diff > -500n && diff <= 500n).toBe(true);
      if (Number.isInteger(q)) expect(total).toBe(p * q);
    }),
    RUNS,
  );
});

test('apportion splits to whole pence that add up exactly, each within a penny of its exact share', () => {
  fc.assert(
    fc.property(
      fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 15 }),
      fc.double({ min: 0, max: 1, noNaN: true }),
      (weights, share) => {
        const S = sum(weights);
        const total = Math.floor(S * share);
        const parts = apportion(total, weights);
        expect(sum(parts)).toBe(S === 0 ? 0 : total);
        parts.forEach((part, i) => {
          expect(isPence(part)).toBe(true);
          if (S === 0) return;
          // floor(exact) <= part <= floor(exact) + 1.
          const floor = (BigInt(total) * BigInt(weights[i]!)) / BigInt(S);
          expect(BigInt(part) >= floor && BigInt(part) <= floor + 1n).toBe(true);
        });
      },
    ),
    RUNS,
  );
});

test('an invoice: VAT per line halves up, net + VAT = gross per line, every total and rate a sum of lines', () => {
  fc.assert(
    fc.property(invoice, ({ amounts, includeVat, subTotal, discount }) => {
      const b = vatBreakdown(amounts, discount, includeVat);
      expect(sum(b.lines.map((l) => l.discount_pence))).toBe(discount);
      b.lines.forEach((l, i) => {
        const amount = amounts[i]!.amount_pence - l.discount_pence;
        expect([l.net_pence, l.vat_pence, l.gross_pence, l.discount_pence].every(isPence)).toBe(true);
        expect(l.discount_pence).toBeGreaterThanOrEqual(0);
        expect(l.discount_pence).toBeLessThanOrEqual(amounts[i]!.amount_pence);
        expect(l.net_pence + l.vat_pence).toBe(l.gross_pence);
        const pct = VAT_PERCENT[l.rate];
        // The VAT against its exact value: under half a penny below, at most half above (halves up).
        const [vatTimes, exact] = includeVat
          ? [l.vat_pence * (100 + pct), amount * pct]
          : [l.vat_pence * 100, amount * pct];
        const half = (includeVat ? 100 + pct : 100) / 2;
        expect(vatTimes - exact).toBeGreaterThan(-half);
        expect(vatTimes - exact).toBeLessThanOrEqual(half);
        expect(includeVat ? l.gross_pence : l.net_pence).toBe(amount);
      });
      expect(b.net_pence).toBe(sum(b.lines.map((l) => l.net_pence)));
      expect(b.vat_pence).toBe(sum(b.lines.map((l) => l.vat_pence)));
      expect(b.gross_pence).toBe(sum(b.lines.map((l) => l.gross_pence)));
      expect(b.gross_pence).toBe(subTotal - discount + (includeVat ? 0 : b.vat_pence));
      // The per-rate summary: each rate once, in VAT_RATES order, summing to the totals.
      expect(b.summary.map((r) => r.rate)).toEqual(
        VAT_RATES.filter((r) => amounts.some((a) => a.rate === r)),
      );
      for (const r of b.summary) {
        const of = b.lines.filter((l) => l.rate === r.rate);
        expect([r.net_pence, r.vat_pence, r.gross_pence]).toEqual([
          sum(of.map((l) => l.net_pence)),
          sum(of.map((l) => l.vat_pence)),
          sum(of.map((l) => l.gross_pence)),
        ]);
      }
      expect(sum(b.summary.map((r) => r.vat_pence))).toBe(b.vat_pence);
    }),
    RUNS,
  );
});

test('credit notes: each reverses its amount exactly, and notes that credit the whole invoice reverse all its VAT', () => {
  fc.assert(
    fc.property(
      invoice,
      fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 0, maxLength: 4 }),
      ({ amounts, includeVat, discount }, parts) => {
        const b = vatBreakdown(amounts, discount, includeVat);
        const left = b.lines.map((l) => ({
          rate: l.rate,
          gross_pence: l.gross_pence,
          vat_pence: l.vat_pence,
        }));
        let remaining = b.gross_pence;
        // Some partial notes, then one for whatever is left.
        const credits = [...parts.map((p) => Math.floor(remaining * p * 0.5)), -1];
        let vatReversed = 0;
        for (const planned of credits) {
          const amount = planned < 0 ? remaining : Math.min(planned, remaining);
          const note = creditVatBreakdown(left, amount);
          expect(note.gross_pence).toBe(amount);
          expect(note.net_pence + note.vat_pence).toBe(note.gross_pence);
          note.lines.forEach((l, i) => {
            expect([l.gross_pence, l.vat_pence].every(isPence)).toBe(true);
            expect(l.vat_pence).toBeGreaterThanOrEqual(0);
            expect(l.vat_pence).toBeLessThanOrEqual(left[i]!.vat_pence);
            expect(l.gross_pence).toBeLessThanOrEqual(left[i]!.gross_pence);
            left[i]!.gross_pence -= l.gross_pence;
            left[i]!.vat_pence -= l.vat_pence;
          });
          expect(sum(note.summary.map((r) => r.vat_pence))).toBe(note.vat_pence);
          vatReversed += note.vat_pence;
          remaining -= amount;
        }
        expect(remaining).toBe(0);
        expect(vatReversed).toBe(b.vat_pence);
        expect(left.every((l) => l.gross_pence === 0 && l.vat_pence === 0)).toBe(true);
      },
    ),
    RUNS,
  );
});
