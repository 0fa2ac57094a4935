import type { FromSchema } from 'json-schema-to-ts';
import { count, pounds } from './view-fields';

const periodShape = {
  type: 'object',
  additionalProperties: false,
  required: ['invoices', 'takings'],
  properties: {
    /** Orders created in the period. */
    invoices: count,
    /** Pounds received in the period (by the payments' times). */
    takings: pounds,
    /**
     * The totals of the invoices created in the period ("Invoiced today"), void ones included like
     * `invoices`. Optional only so that clients typed before it still compile; svc-pos always sends it.
     */
    invoiced: pounds,
  },
} as const;

/** The dashboard's POS figures. */
export const posSummaryView = {
  $id: 'pos.views.summary',
  type: 'object',
  additionalProperties: false,
  required: ['today', 'week', 'month', 'outstanding_due', 'unpaid_count'],
  properties: {
    today: periodShape,
    week: periodShape,
    month: periodShape,
    outstanding_due: pounds,
    unpaid_count: count,
  },
} as const;
export type PosSummaryData = FromSchema<typeof posSummaryView>;
export type PosSummaryPeriod = FromSchema<typeof periodShape>;
