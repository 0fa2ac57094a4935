import type { OrderCreateRequest, RecurringFrequency, RecurringRunState } from '@voltdesk/contracts';
import { Schema, type Connection, type Types } from 'mongoose';
import { defineModel } from '../shared/model';

/**
 * A recurring invoice's schedule. Run dates are worked out from `start_date` by their index (dates.ts), so
 * a monthly schedule from the 31st keeps coming back to the 31st after a short month. `next_index` is the
 * index of the next run date and `next_run_at` the instant it is due (09:00 business time that day), null
 * once the schedule has ended; `index_base` counts the run dates used before the timing was last changed
 * (an edit of frequency, interval or start date starts counting from the new start date).
 */
export interface RecurringDoc {
  _id: Types.ObjectId;
  name: string;
  frequency: RecurringFrequency;
  interval: number;
  start_date: string;
  end_date: string | null;
  count: number | null;
  send_email: boolean;
  due_days: number | null;
  template: OrderCreateRequest;
  paused: boolean;
  next_index: number;
  index_base: number;
  next_run_at: Date | null;
  rev: number;
  created_by: string;
  updated_by: string;
  created_at: Date;
  updated_at: Date;
}

const schema = new Schema<RecurringDoc>(
  {
    name: { type: String, required: true },
    frequency: { type: String, required: true },
    interval: { type: Number, required: true },
    start_date: { type: String, required: true },
    end_date: { type: String, default: null },
    count: { type: Number, default: null },
    send_email: { type: Boolean, required: true },
    due_days: { type: Number, default: null },
    // The order-create body as sent: stored whole, so fields the order gains later are kept untouched.
    template: { type: Schema.Types.Mixed, required: true },
    paused: { type: Boolean, required: true },
    next_index: { type: Number, required: true },
    index_base: { type: Number, required: true },
    next_run_at: { type: Date, default: null },
    rev: { type: Number, required: true },
    created_by: { type: String, required: true },
    updated_by: { type: String, required: true },
    created_at: { type: Date, required: true },
    updated_at: { type: Date, required: true },
  },
  { collection: 'recurring_invoices', versionKey: false, minimize: false },
);
// The timer's question: which active schedules are due now.
schema.index({ paused: 1, next_run_at: 1 });

export const recurringModel = (conn: Connection) => defineModel(conn, 'RecurringInvoice', schema);
export type RecurringModel = ReturnType<typeof recurringModel>;

/** pending: claimed, its invoice (and mail) not finished yet; made; skipped by hand; failed: refused. */
export type RunState = RecurringRunState;

/**
 * One run date of one schedule: the claim. Its key (`<schedule id>:<run date>`, and the unique index on
 * schedule and date) lets one claim exist per run date whoever tries, so the invoice is made at most once
 * per date; the claim keeps the template as it was when claimed, so a run taken over after a crash makes
 * the invoice the schedule said then, and an edit after the claim changes only later runs.
 */
export interface RecurringRunDoc {
  _id: string;
  schedule_id: string;
  run_date: string;
  state: RunState;
  /** pending: the order-create body this run makes, with its due date. */
  invoice: OrderCreateRequest | null;
  send_email: boolean;
  /** The admin the invoice is made as (who last saved the schedule). */
  by: string;
  /** The schedule's name when claimed, for the invoice's trail. */
  name: string;
  /** When the claim was last taken: a pending run whose lease is old lost its process and is taken over. */
  lease_at: Date;
  order_id: string | null;
  invoice_no: number | null;
  emailed: boolean;
  error: string | null;
  created_at: Date;
}

const runSchema = new Schema<RecurringRunDoc>(
  {
    _id: String,
    schedule_id: { type: String, required: true },
    run_date: { type: String, required: true },
    state: { type: String, required: true },
    invoice: { type: Schema.Types.Mixed, default: null },
    send_email: { type: Boolean, required: true },
    by: { type: String, required: true },
    name: { type: String, required: true },
    lease_at: { type: Date, required: true },
    order_id: { type: String, default: null },
    invoice_no: { type: Number, default: null },
    emailed: { type: Boolean, default: false },
    error: { type: String, default: null },
    created_at: { type: Date, required: true },
  },
  { collection: 'recurring_runs', versionKey: false, minimize: false },
);
runSchema.index({ schedule_id: 1, run_date: 1 }, { unique: true });
runSchema.index({ state: 1, lease_at: 1 });

export const recurringRunModel = (conn: Connection) => defineModel(conn, 'RecurringRun', runSchema);
export type RecurringRunModel = ReturnType<typeof recurringRunModel>;
