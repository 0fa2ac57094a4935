import type { FromSchema } from 'json-schema-to-ts';
import { pounds } from './view-fields';

/**
 * The Construction Industry Scheme (CIS) on a subcontractor's invoices: a contractor customer deducts
 * income tax at their rate from the labour part of each invoice, net of VAT and of materials, and pays the
 * rest. The deduction is worked out once, by the repo's one rounding rule (pence, halves up), and kept on
 * the invoice (`cis`); the invoice is paid when the amount payable after it is received.
 */

/** The CIS rates a contractor deducts at: 20% (registered), 30% (not registered), 0% (gross payment). */
export const CIS_RATES = [20, 30, 0] as const;
export type CisRate = (typeof CIS_RATES)[number];

/** A customer's CIS: the rate the contractor deducts at, or null when they do not deduct CIS. */
export const cisRateField = { anyOf: [{ type: 'null' }, { type: 'integer', enum: CIS_RATES }] } as const;

/**
 * An invoice's CIS figures, as issued (`labour`, `materials`: the lines' amounts excluding VAT after their
 * share of the discount), the deduction on labour, and what the contractor pays after it (the invoice's
 * total less the deduction). A credit note reverses part of the deduction (`credited_deduction`, see
 * svc-pos/README.md "CIS"): what is due reconciles against `payable` + `credited_deduction` - credited.
 */
export const cisSnapshotShape = {
  type: 'object',
  additionalProperties: false,
  required: ['rate', 'labour', 'materials', 'deduction', 'payable', 'credited_labour', 'credited_deduction'],
  properties: {
    rate: { type: 'integer', enum: CIS_RATES },
    labour: pounds,
    materials: pounds,
    deduction: pounds,
    payable: pounds,
    /** Labour taken back by credit notes (excluding VAT) and the deduction that no longer applies with it. */
    credited_labour: pounds,
    credited_deduction: pounds,
  },
} as const;
export type CisSnapshotView = FromSchema<typeof cisSnapshotShape>;

/**
 * `getCisReport`: the CIS figures of a tax year (`tax_year` 2026 is 6 April 2026 to 5 April 2027), per UK
 * tax month (the 6th to the 5th of the next month) and per contractor customer.
 */
export const cisReportQuerySchema = {
  $id: 'pos.reports.cis',
  type: 'object',
  additionalProperties: false,
  required: ['tax_year'],
  properties: { tax_year: { type: 'integer', minimum: 2000, maximum: 2100 } },
} as const;
export type CisReportQuery = FromSchema<typeof cisReportQuerySchema>;

const cisFigures = {
  invoices: { type: 'integer', minimum: 0 },
  /** Labour excluding VAT (the gross amount CIS is worked on), materials excluding VAT, CIS deducted. */
  labour: pounds,
  materials: pounds,
  deduction: pounds,
} as const;

const cisContractorRow = {
  type: 'object',
  additionalProperties: false,
  required: ['customer_id', 'name', 'invoices', 'labour', 'materials', 'deduction'],
  properties: { customer_id: { type: ['string', 'null'] }, name: { type: 'string' }, ...cisFigures },
} as const;

const cisMonthShape = {
  type: 'object',
  additionalProperties: false,
  required: ['month', 'from', 'to', 'contractors', 'invoices', 'labour', 'materials', 'deduction'],
  properties: {
    /** 1 to 12: month 1 runs 6 April to 5 May. */
    month: { type: 'integer', minimum: 1, maximum: 12 },
    /** The first and last day of the tax month (`YYYY-MM-DD`, both included). */
    from: { type: 'string' },
    to: { type: 'string' },
    contractors: { type: 'array', items: cisContractorRow },
    ...cisFigures,
  },
} as const;

export const cisReportView = {
  $id: 'pos.views.cisReport',
  type: 'object',
  additionalProperties: false,
  required: ['tax_year', 'time_zone', 'months', 'invoices', 'labour', 'materials', 'deduction'],
  properties: {
    tax_year: { type: 'integer' },
    time_zone: { type: 'string' },
    months: { type: 'array', items: cisMonthShape },
    ...cisFigures,
  },
} as const;
export type CisReportData = FromSchema<typeof cisReportView>;

export const cisSchemas = [cisReportQuerySchema] as const;
export const cisViews = [cisReportView] as const;
