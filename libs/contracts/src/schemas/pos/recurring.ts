import type { FromSchema } from 'json-schema-to-ts';
import { boundedString, idField } from '../common';
import { orderCreateSchema } from './orders';
import { count, id, optionalDate } from './view-fields';

/**
 * Recurring invoices: a schedule (weekly, monthly or yearly, every `interval` of them, from `start_date`,
 * until `end_date` and/or for `count` run dates) and the invoice it makes on each run date. The template
 * is an order-create request body, the very schema the order form sends, so whatever a line or an order
 * gains (a line kind, a job, a site) a template carries too; svc-pos makes each invoice through the
 * order service's create, so numbering, VAT and the trail are the order's own.
 */
export const RECURRING_FREQUENCIES = ['weekly', 'monthly', 'yearly'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

export const RECURRING_STATUSES = ['active', 'paused', 'ended'] as const;
export type RecurringStatus = (typeof RECURRING_STATUSES)[number];

export const RECURRING_RUN_STATES = ['pending', 'made', 'skipped', 'failed'] as const;
export type RecurringRunState = (typeof RECURRING_RUN_STATES)[number];

/** How many coming run dates a schedule lists. */
export const RECURRING_NEXT_RUNS = 5;

export const RECURRING_PAYMENT_ZERO = 'A recurring invoice is made unpaid: take payments on the invoice.';
export const RECURRING_NO_DUE_DATE = 'A recurring invoice takes its due date from the days to pay.';

const { $id: _orderCreateId, ...orderCreateBody } = orderCreateSchema;

/**
 * The invoice a schedule makes: the order-create body, nothing paid and no fixed due date (each invoice's
 * due date is its run date plus `due_days`).
 */
const templateField = {
  ...orderCreateBody,
  required: ['customer', 'items'],
  properties: {
    ...orderCreateBody.properties,
    payment: { type: 'number', const: 0, errorMessage: { const: RECURRING_PAYMENT_ZERO } },
    due_date: { type: 'null', errorMessage: { type: RECURRING_NO_DUE_DATE } },
  },
} as const;

const dateField = { type: 'string', format: 'date' } as const;

const scheduleFields = {
  /** What the list calls it ("Landlord certificate, 12 High St"). */
  name: boundedString(100),
  frequency: { type: 'string', enum: RECURRING_FREQUENCIES },
  /** Every 1 to 12 weeks, months or years (3 months: quarterly). */
  interval: { type: 'integer', minimum: 1, maximum: 12, default: 1 },
  /** The first run date; later ones keep its weekday (weekly) or day of the month (monthly, yearly). */
  start_date: dateField,
  /** The last day a run may fall on; null: no end date. */
  end_date: { type: ['string', 'null'], format: 'date' },
  /** How many run dates in all (a skipped one counts); null: no limit. */
  count: { type: ['integer', 'null'], minimum: 1, maximum: 1000 },
  /** E-mail each invoice to the customer when it is made (the "E-mail invoice" path). */
  send_email: { type: 'boolean', default: false },
  /** Each invoice is due this many days after its run date; null: no due date. */
  due_days: { type: ['integer', 'null'], minimum: 0, maximum: 365 },
  template: templateField,
} as const;

export const recurringCreateSchema = {
  $id: 'pos.recurring.create',
  type: 'object',
  additionalProperties: false,
  required: ['name', 'frequency', 'start_date', 'template'],
  properties: scheduleFields,
} as const;
export type RecurringCreateRequest = FromSchema<typeof recurringCreateSchema>;

/**
 * Edit: the whole schedule again, for the runs not made yet (an invoice already made keeps what it was
 * made with). `rev` is the schedule's revision the form was loaded from (409 when it moved since).
 */
export const recurringUpdateSchema = {
  $id: 'pos.recurring.update',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'rev', 'name', 'frequency', 'start_date', 'template'],
  properties: { id: idField, rev: { type: 'integer', minimum: 0 }, ...scheduleFields },
} as const;
export type RecurringUpdateRequest = FromSchema<typeof recurringUpdateSchema>;

/** Pause, resume, skip the next run, delete: the schedule's id. */
export const recurringActionSchema = {
  $id: 'pos.recurring.action',
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: idField },
} as const;
export type RecurringActionRequest = FromSchema<typeof recurringActionSchema>;

/** One run date and what became of it. */
const runView = {
  type: 'object',
  additionalProperties: false,
  required: ['run_date', 'state', 'order_id', 'invoice_no', 'emailed', 'error'],
  properties: {
    run_date: { type: 'string' },
    /**
     * pending: claimed, being made; made: the invoice exists; skipped: skipped by hand; failed: the order
     * service refused the template (a service since made inactive, say): `error` says why.
     */
    state: { type: 'string', enum: RECURRING_RUN_STATES },
    order_id: { type: ['string', 'null'] },
    invoice_no: { type: ['integer', 'null'] },
    emailed: { type: 'boolean' },
    /** Why the invoice was not made, or not e-mailed; null when all went. */
    error: { type: ['string', 'null'] },
  },
} as const;

export const recurringView = {
  $id: 'pos.views.recurring',
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'rev',
    'name',
    'frequency',
    'interval',
    'start_date',
    'end_date',
    'count',
    'send_email',
    'due_days',
    'template',
    'status',
    'next_run',
    'next_runs',
    'made',
    'runs',
    'created_at',
    'updated_at',
  ],
  properties: {
    id,
    rev: count,
    name: { type: 'string' },
    frequency: { type: 'string', enum: RECURRING_FREQUENCIES },
    interval: { type: 'integer' },
    start_date: { type: 'string' },
    end_date: optionalDate,
    count: { type: ['integer', 'null'] },
    send_email: { type: 'boolean' },
    due_days: { type: ['integer', 'null'] },
    template: templateField,
    status: { type: 'string', enum: RECURRING_STATUSES },
    /** The next run date; null once the schedule has ended. A paused schedule shows where it would resume. */
    next_run: optionalDate,
    /** The coming run dates (up to RECURRING_NEXT_RUNS), in order. */
    next_runs: { type: 'array', items: { type: 'string' } },
    /** Invoices made so far. */
    made: count,
    /** The latest runs, newest first (up to 12). */
    runs: { type: 'array', items: runView },
    created_at: { type: 'string' },
    updated_at: { type: 'string' },
  },
} as const;
export type RecurringView = FromSchema<typeof recurringView>;
export type RecurringTemplate = RecurringView['template'];

export const recurringSchemas = [
  recurringCreateSchema,
  recurringUpdateSchema,
  recurringActionSchema,
] as const;
export const recurringViews = [recurringView] as const;
