import type { FromSchema } from 'json-schema-to-ts';

/**
 * VAT: the rates a service can carry, the invoice settings that say whether the business
 * charges VAT at all, and the one piece of VAT arithmetic, shared by svc-pos (which computes and stores
 * every invoice's figures) and the POS screens (which may show a cart's VAT before it is saved).
 */

/** UK VAT rates a service carries. `zero` is taxable at 0%; `exempt` is outside VAT (shown apart). */
export const VAT_RATES = ['standard', 'reduced', 'zero', 'exempt'] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** The percentage of each rate (UK rates since 4 January 2011). */
export const VAT_PERCENT: Readonly<Record<VatRate, number>> = {
  standard: 20,
  reduced: 5,
  zero: 0,
  exempt: 0,
};

/** How screens and invoices name each rate. */
export const VAT_RATE_LABELS: Readonly<Record<VatRate, string>> = {
  standard: 'Standard 20%',
  reduced: 'Reduced 5%',
  zero: 'Zero 0%',
  exempt: 'Exempt',
};

/** A service's rate; services without one (made before VAT) are `standard`. */
export const vatRateField = { type: 'string', enum: VAT_RATES } as const;

/**
 * A UK VAT registration number: `GB` (or `XI`, Northern Ireland) and 9 digits, or 12 for a branch
 * (HMRC's "GB 123 4567 89" grouping, or any spacing between the digits). Government departments' and
 * health authorities' `GBGD`/`GBHA` numbers are not accepted: a business using this desk does not have one.
 */
export const VAT_NUMBER_PATTERN = '^(GB|XI)( ?[0-9]){9}(( ?[0-9]){3})?$';
const VAT_NUMBER_FORMAT = 'The VAT number must be GB followed by 9 or 12 digits, e.g. GB 123 4567 89.';
const VAT_NUMBER_REQUIRED = 'The VAT number field is required when the business is VAT registered.';

/**
 * `updateInvoiceSettings` (admin): whether invoices charge VAT, the number they show, and whether the
 * prices typed on services and orders already include VAT (VAT is then taken out of them) or not (VAT is
 * added on top). An unregistered business may leave a number stored; it is not shown.
 */
export const invoiceSettingsUpdateSchema = {
  $id: 'pos.invoiceSettings.update',
  type: 'object',
  additionalProperties: false,
  required: ['vat_registered', 'prices_include_vat'],
  properties: {
    vat_registered: { type: 'boolean' },
    vat_number: {
      type: ['string', 'null'],
      maxLength: 20,
      pattern: VAT_NUMBER_PATTERN,
      errorMessage: { pattern: VAT_NUMBER_FORMAT },
    },
    prices_include_vat: { type: 'boolean' },
    /**
     * Whether a quote the customer accepts on its page becomes an invoice at once (a deposit invoice when
     * it asks for a deposit); off, it waits for the owner to convert it. Absent: left as it is.
     */
    invoice_accepted_quotes: { type: 'boolean' },
    /**
     * Whether every customer who owes money gets a statement by e-mail on the 1st of each month (off until
     * the owner turns it on). Absent: left as it is.
     */
    monthly_statements: { type: 'boolean' },
  },
  if: { properties: { vat_registered: { const: true } }, required: ['vat_registered'] },
  then: {
    required: ['vat_number'],
    properties: { vat_number: { type: 'string', minLength: 1 } },
    errorMessage: {
      required: { vat_number: VAT_NUMBER_REQUIRED },
      properties: { vat_number: VAT_NUMBER_REQUIRED },
    },
  },
} as const;
export type InvoiceSettingsUpdateRequest = FromSchema<typeof invoiceSettingsUpdateSchema>;

/** `getInvoiceSettings` / `updateInvoiceSettings`: what new invoices follow. */
export const invoiceSettingsView = {
  $id: 'pos.views.invoiceSettings',
  type: 'object',
  additionalProperties: false,
  required: ['vat_registered', 'vat_number', 'prices_include_vat', 'updated_at'],
  properties: {
    vat_registered: { type: 'boolean' },
    /** As stored: upper case, without spaces (`GB123456789`). */
    vat_number: { type: ['string', 'null'] },
    prices_include_vat: { type: 'boolean' },
    /** Accepted quotes invoiced at once. Optional only for clients typed before it: svc-pos always sends it. */
    invoice_accepted_quotes: { type: 'boolean' },
    /**
     * Monthly statements on or off. Optional here only so that clients typed before it still compile:
     * svc-pos always sends it.
     */
    monthly_statements: { type: 'boolean' },
    /** Null until the settings are first saved. */
    updated_at: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;
export type InvoiceSettingsView = FromSchema<typeof invoiceSettingsView>;

/** `GB123456789` as HMRC groups it: `GB 123 4567 89` (`GB 123 4567 89 012` for a branch). */
export function formatVatNumber(stored: string): string {
  const m = /^([A-Z]{2})(\d{3})(\d{4})(\d{2})(\d{3})?$/.exec(stored);
  if (!m) return stored;
  return [m[1], m[2], m[3], m[4], m[5]].filter(Boolean).join(' ');
}

/** A VAT number as typed, stored the one way: upper case, spaces removed. */
export const normalizeVatNumber = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

/** One line of an invoice for the VAT arithmetic: what it costs in the prices' own terms, and its rate. */
export interface VatLineInput {
  /** price x qty in integer pence, as typed (gross when prices include VAT, else net). */
  amount_pence: number;
  rate: VatRate;
}

/** A line's share of the discount and its net, VAT and gross, in integer pence. */
export interface VatLine {
  rate: VatRate;
  percent: number;
  discount_pence: number;
  net_pence: number;
  vat_pence: number;
  gross_pence: number;
}

/** One row of the per-rate summary a VAT invoice shows. */
export interface VatRateTotal {
  rate: VatRate;
  percent: number;
  net_pence: number;
  vat_pence: number;
  gross_pence: number;
}

export interface VatBreakdown {
  lines: VatLine[];
  /** Rates present on the invoice, in VAT_RATES order. */
  summary: VatRateTotal[];
  net_pence: number;
  vat_pence: number;
  gross_pence: number;
}

/**
 * Splits `total` pence across `weights` in proportion, to whole pence that add up to `total` exactly
 * (largest remainder: each share is rounded down, and the pence left over go one each to the shares that
 * lost the most, earlier lines first on a tie). BigInt, because total x weight can pass 2^53.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || sum === 0) return weights.map(() => 0);
  const T = BigInt(total);
  const S = BigInt(sum);
  const parts = weights.map((w, i) => {
    const exact = T * BigInt(w);
    return { i, share: exact / S, remainder: exact % S };
  });
  let left = total - parts.reduce((a, p) => a + Number(p.share), 0);
  const byRemainder = [...parts].sort((a, b) =>
    a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1,
  );
  const shares = parts.map((p) => Number(p.share));
  for (const p of byRemainder) {
    if (left <= 0) break;
    shares[p.i]! += 1;
    left -= 1;
  }
  return shares;
}

/** A quantity has at most this many decimals (1.5 hours, 12.5 m, 0.125 kg). */
export const QTY_DECIMALS = 3;
const QTY_SCALE = 10 ** QTY_DECIMALS;

/**
 * A line's total in integer pence: price x qty, **rounded to the nearest penny, halves up**, the rounding
 * rule of VAT (HMRC VAT Notice 700, 17.5) applied to the one other product that can have a fraction of a
 * penny. The qty is read as whole thousandths (1.5 -> 1500, removing binary noise) and the product is
 * exact (BigInt). Whole quantities give price x qty exactly, as before.
 */
export function lineTotalPence(pricePence: number, qty: number): number {
  const thousandths = BigInt(Math.round(qty * QTY_SCALE));
  const scale = BigInt(QTY_SCALE);
  const n = BigInt(Math.round(pricePence)) * thousandths;
  return Number((n * 2n + scale) / (scale * 2n));
}

/** `numerator / denominator` rounded to the nearest integer, halves up (both non-negative integers). */
function divideHalfUp(numerator: number, denominator: number): number {
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  return Number((n * 2n + d) / (d * 2n));
}

/**
 * The VAT of an invoice, in integer pence, by the one rounding rule of the POS (svc-pos/README.md, "VAT"):
 *
 * 1. The discount is apportioned across the lines before VAT, pro rata to each line's amount (price x
 *    qty), to whole pence by largest remainder, so the shares add up to the discount exactly.
 * 2. VAT is worked out **per line** on the line's amount after its discount share and **rounded to the
 *    nearest penny, halves up** (HMRC VAT Notice 700, section 17.5, calculation on lines). With prices
 *    excluding VAT, VAT = net x rate and gross = net + VAT; with prices including VAT, VAT = gross x rate /
 *    (100 + rate) and net = gross - VAT.
 * 3. Every other figure is a sum of those lines: the per-rate summary, net, VAT and gross totals. Nothing
 *    is rounded twice, so the lines always add up to the totals.
 */
export function vatBreakdown(
  lines: readonly VatLineInput[],
  discountPence: number,
  pricesIncludeVat: boolean,
): VatBreakdown {
  const shares = apportion(
    discountPence,
    lines.map((l) => l.amount_pence),
  );
  const out: VatLine[] = lines.map((line, i) => {
    const percent = VAT_PERCENT[line.rate];
    const discount = shares[i]!;
    const amount = line.amount_pence - discount;
    if (pricesIncludeVat) {
      const vat = divideHalfUp(amount * percent, 100 + percent);
      return {
        rate: line.rate,
        percent,
        discount_pence: discount,
        net_pence: amount - vat,
        vat_pence: vat,
        gross_pence: amount,
      };
    }
    const vat = divideHalfUp(amount * percent, 100);
    return {
      rate: line.rate,
      percent,
      discount_pence: discount,
      net_pence: amount,
      vat_pence: vat,
      gross_pence: amount + vat,
    };
  });
  return { lines: out, ...summarize(out) };
}

/** What is still left to credit of one line of a VAT invoice: its gross and the VAT in it, in pence. */
export interface CreditableLine {
  rate: VatRate;
  gross_pence: number;
  vat_pence: number;
}

/** The per-rate summary of lines (rates in VAT_RATES order); totals are sums of lines, never rounded again. */
function summarize(lines: readonly VatLine[]): Omit<VatBreakdown, 'lines'> {
  const summary: VatRateTotal[] = [];
  for (const rate of VAT_RATES) {
    const of = lines.filter((l) => l.rate === rate);
    if (!of.length) continue;
    summary.push({
      rate,
      percent: VAT_PERCENT[rate],
      net_pence: of.reduce((a, l) => a + l.net_pence, 0),
      vat_pence: of.reduce((a, l) => a + l.vat_pence, 0),
      gross_pence: of.reduce((a, l) => a + l.gross_pence, 0),
    });
  }
  return {
    summary,
    net_pence: lines.reduce((a, l) => a + l.net_pence, 0),
    vat_pence: lines.reduce((a, l) => a + l.vat_pence, 0),
    gross_pence: lines.reduce((a, l) => a + l.gross_pence, 0),
  };
}

/**
 * The VAT a credit note of `amountPence` (VAT-inclusive, as an invoice's total is) reverses, by the same
 * rule as the invoice (svc-pos/README.md, "VAT"):
 *
 * 1. The amount is apportioned across what is left of each line (its gross less earlier credit notes'
 *    shares), pro rata, to whole pence by largest remainder (`apportion`).
 * 2. Each share's VAT is the VAT in a VAT-inclusive amount at the line's rate, rounded to the penny halves
 *    up, and never more than the line's VAT left. A share that takes all that is left of a line takes all
 *    of its VAT left, so credit notes that credit an invoice in full reverse exactly the VAT it charged.
 * 3. Net, VAT, gross and the per-rate summary are sums of the lines, as on the invoice.
 *
 * `amountPence` is at most the sum of `left`'s gross (svc-pos refuses more before asking).
 */
export function creditVatBreakdown(left: readonly CreditableLine[], amountPence: number): VatBreakdown {
  const shares = apportion(
    amountPence,
    left.map((l) => l.gross_pence),
  );
  const lines: VatLine[] = left.map((line, i) => {
    const percent = VAT_PERCENT[line.rate];
    const gross = shares[i]!;
    const vat =
      gross >= line.gross_pence
        ? line.vat_pence
        : Math.min(line.vat_pence, divideHalfUp(gross * percent, 100 + percent));
    return {
      rate: line.rate,
      percent,
      discount_pence: 0,
      net_pence: gross - vat,
      vat_pence: vat,
      gross_pence: gross,
    };
  });
  return { lines, ...summarize(lines) };
}
