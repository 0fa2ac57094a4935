import type { FromSchema } from 'json-schema-to-ts';
import { PAYMENT_METHODS } from './fields';

/**
 * Reports and exports. Every period is a range of calendar days in the business's time
 * zone (`BUSINESS_TIME_ZONE`), `from` and `to` both included: a day starts at local midnight, so an
 * end-of-day report is `from = to = today`. Money in pounds, summed from integer pence on the server.
 */

/** `from`..`to`, inclusive, as `YYYY-MM-DD`; svc-pos answers 422 on `to` when it is before `from`. */
export const reportPeriodQuerySchema = {
  $id: 'pos.reports.period',
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to'],
  properties: {
    from: { type: 'string', format: 'date' },
    to: { type: 'string', format: 'date' },
  },
} as const;
export type ReportPeriodQuery = FromSchema<typeof reportPeriodQuerySchema>;

const pounds = { type: 'number' } as const;
const count = { type: 'integer', minimum: 0 } as const;
/** A sum of quantities, which may have up to three decimals. */
const quantity = { type: 'number', minimum: 0 } as const;
const countAndAmount = {
  type: 'object',
  additionalProperties: false,
  required: ['count', 'amount'],
  properties: { count, amount: pounds },
} as const;
const period = {
  from: { type: 'string' },
  to: { type: 'string' },
  /** The zone the days were counted in (IANA name). */
  time_zone: { type: 'string' },
} as const;

/**
 * End-of-day / period report. Takings are payment records by their own time (what came in and went out
 * in the period, whatever invoice it belongs to): `received` the payments taken, `refunds` the money given
 * back with credit notes, `corrections` order updates that lowered a recorded payment; `net` is their sum
 * (refunds and corrections are negative). `invoices` are the invoices issued (created) in the period, void
 * ones included, since their numbers were issued; `void` says how many of those are void now.
 */
export const periodReportView = {
  $id: 'pos.views.periodReport',
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to', 'time_zone', 'takings', 'invoices', 'void', 'credit_notes'],
  properties: {
    ...period,
    takings: {
      type: 'object',
      additionalProperties: false,
      required: ['net', 'received', 'refunds', 'corrections', 'by_method'],
      properties: {
        net: pounds,
        received: countAndAmount,
        refunds: countAndAmount,
        corrections: countAndAmount,
        /** Each method that moved money in the period, in PAYMENT_METHODS order. */
        by_method: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['method', 'received', 'refunds', 'corrections', 'net'],
            properties: {
              method: { type: 'string', enum: PAYMENT_METHODS },
              received: pounds,
              refunds: pounds,
              corrections: pounds,
              net: pounds,
            },
          },
        },
      },
    },
    /** `amount`: the invoices' totals (after discount, before credit notes). */
    invoices: countAndAmount,
    void: countAndAmount,
    /** Credit notes issued in the period (on invoices of any date). */
    credit_notes: countAndAmount,
  },
} as const;
export type PeriodReportData = FromSchema<typeof periodReportView>;

/** Net, VAT and gross, in pounds. */
/** Net and the customers' reverse-charge VAT of reverse-charged sales. */
const reverseChargeNetVat = {
  type: 'object',
  additionalProperties: false,
  required: ['net', 'vat'],
  properties: { net: pounds, vat: pounds },
} as const;

const netVatGross = {
  type: 'object',
  additionalProperties: false,
  required: ['net', 'vat', 'gross'],
  properties: { net: pounds, vat: pounds, gross: pounds },
} as const;

/**
 * VAT summary for a period: per rate, the VAT invoices issued in the period (`invoiced`, void ones left
 * out), the credit notes issued in the period on VAT invoices (`credited`, whatever the invoice's date; not
 * those on invoices voided since), and what is due for the period, `net`/`vat`/`gross` = invoiced - credited.
 * Both come from the figures kept as issued (an invoice's `vat.summary`, a credit note's `vat.summary`).
 * Invoices that carry no per-line VAT figures (made before VAT was set up, or while the business was not VAT
 * registered) are not guessed at: they are counted in `not_analysed` at their total; credit notes without
 * VAT figures (on such invoices, or issued before credit notes kept their VAT) in `credits_not_analysed`.
 */
export const vatReportView = {
  $id: 'pos.views.vatReport',
  type: 'object',
  additionalProperties: false,
  required: [
    'from',
    'to',
    'time_zone',
    'rates',
    'invoiced',
    'credited',
    'net',
    'vat',
    'gross',
    'invoices',
    'credit_notes',
    'not_analysed',
    'credits_not_analysed',
  ],
  properties: {
    ...period,
    rates: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['rate', 'percent', 'invoiced', 'credited', 'net', 'vat', 'gross'],
        properties: {
          rate: { type: 'string' },
          percent: { type: 'number' },
          invoiced: netVatGross,
          credited: netVatGross,
          net: pounds,
          vat: pounds,
          gross: pounds,
        },
      },
    },
    invoiced: netVatGross,
    credited: netVatGross,
    net: pounds,
    vat: pounds,
    gross: pounds,
    /** Invoices whose lines are in `rates`. */
    invoices: count,
    /** Credit notes whose VAT is in `rates`. */
    credit_notes: count,
    not_analysed: countAndAmount,
    credits_not_analysed: countAndAmount,
    /**
     * Reverse-charged sales, listed apart from `rates` and the totals above (which are the VAT charged):
     * the invoices issued and credit notes issued on them in the period, their net (box 6 of the return)
     * and the reverse-charge VAT their customers account for (not output VAT: not in box 1). svc-pos always
     * sends it; optional only for clients typed before it.
     */
    reverse_charge: {
      type: 'object',
      additionalProperties: false,
      required: ['invoices', 'credit_notes', 'invoiced', 'credited', 'net', 'vat'],
      properties: {
        invoices: count,
        credit_notes: count,
        invoiced: reverseChargeNetVat,
        credited: reverseChargeNetVat,
        net: pounds,
        vat: pounds,
      },
    },
  },
} as const;
export type VatReportData = FromSchema<typeof vatReportView>;

/** Aged receivables buckets, by days past the due date (the invoice date when it has none). */
export const AGING_BUCKETS = ['not_due', '0_30', '31_60', '61_90', 'over_90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];
export const AGING_BUCKET_LABELS: Readonly<Record<AgingBucket, string>> = {
  not_due: 'Not yet due',
  '0_30': '0-30 days',
  '31_60': '31-60 days',
  '61_90': '61-90 days',
  over_90: 'Over 90 days',
};

/** What is owed today on Unpaid invoices (void ones are owed nothing), by age. */
export const agedReceivablesView = {
  $id: 'pos.views.agedReceivables',
  type: 'object',
  additionalProperties: false,
  required: ['as_of', 'time_zone', 'buckets', 'total'],
  properties: {
    /** Today in the business's time zone. */
    as_of: { type: 'string' },
    time_zone: { type: 'string' },
    buckets: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['bucket', 'count', 'amount'],
        properties: { bucket: { type: 'string', enum: AGING_BUCKETS }, count, amount: pounds },
      },
    },
    total: countAndAmount,
  },
} as const;
export type AgedReceivablesData = FromSchema<typeof agedReceivablesView>;

/**
 * Sales by service and by category, every amount **excluding VAT** (one basis, whatever the invoices'
 * price mode): `sales` is what a service's lines on the invoices issued in the period (void ones left out)
 * came to after their share of the invoice's discount; `credited` what the credit notes issued in the
 * period (on invoices not void) took back of them; `amount` = `sales` - `credited`. Below them: `lines`
 * (before discounts), `discounts`, `credited` and `net` = `lines` - `discounts` - `credited`, which is
 * the sum of the services' amounts. `qty` is what was invoiced (up to three decimals). A service's category
 * is its category today; a deleted service keeps the name on its lines and has no category.
 */
export const salesReportView = {
  $id: 'pos.views.salesReport',
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to', 'time_zone', 'services', 'categories', 'lines', 'discounts', 'credited', 'net'],
  properties: {
    ...period,
    services: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'category', 'qty', 'sales', 'credited', 'amount', 'invoices'],
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          category: { type: ['string', 'null'] },
          /** Quantities invoiced, up to three decimals (1.5 hours). */
          qty: quantity,
          sales: pounds,
          credited: pounds,
          amount: pounds,
          /** Lines with the service: its invoices, counting one that lists it twice twice. */
          invoices: count,
          /**
           * The lines' cost (unit cost x qty) and the margin (amount less cost); only on a service, free-text
           * line or material whose lines had a cost (services sold before costs have none to show).
           */
          cost: pounds,
          margin: pounds,
        },
      },
    },
    categories: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['category', 'qty', 'sales', 'credited', 'amount'],
        properties: {
          category: { type: ['string', 'null'] },
          qty: quantity,
          sales: pounds,
          credited: pounds,
          amount: pounds,
        },
      },
    },
    lines: pounds,
    discounts: pounds,
    credited: pounds,
    net: pounds,
    /** The cost of the rows that have one, and the margin: net less that cost. Absent when none has. */
    cost: pounds,
    margin: pounds,
  },
} as const;
export type SalesReportData = FromSchema<typeof salesReportView>;

export const reportSchemas = [reportPeriodQuerySchema] as const;
export const reportViews = [periodReportView, vatReportView, agedReceivablesView, salesReportView] as const;
