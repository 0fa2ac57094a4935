import { Schema, type Connection } from 'mongoose';
import { outboxPlugin } from '@voltdesk/service-kit';
import { defineModel } from '../shared/model';

/**
 * One customer's statement of one month. `_id` is `<customer id>:<YYYY-MM>`: the unique key that makes a
 * statement go once per customer and month whatever runs it (several replicas, a restart mid-run, a run
 * repeated). The `statement.requested` event is written with it, so the record and its mail are one write.
 */
export interface StatementDoc {
  _id: string;
  customer_id: string;
  month: string;
  balance_pence: number;
  invoices: number;
  created_at: Date;
}

const statementSchema = new Schema<StatementDoc>(
  {
    _id: String,
    customer_id: { type: String, required: true },
    month: { type: String, required: true },
    balance_pence: { type: Number, required: true },
    invoices: { type: Number, required: true },
    created_at: { type: Date, required: true },
  },
  { collection: 'statements', versionKey: false },
);
statementSchema.plugin(outboxPlugin);

export const statementModel = (conn: Connection) => defineModel(conn, 'Statement', statementSchema);
export type StatementModel = ReturnType<typeof statementModel>;

/** A month whose run went through every customer (later ticks of that month then read nothing else). */
export interface StatementRunDoc {
  _id: string;
  completed_at: Date;
  statements: number;
}

const runSchema = new Schema<StatementRunDoc>(
  {
    _id: String,
    completed_at: { type: Date, required: true },
    statements: { type: Number, required: true },
  },
  { collection: 'statement_runs', versionKey: false },
);

export const statementRunModel = (conn: Connection) => defineModel(conn, 'StatementRun', runSchema);
export type StatementRunModel = ReturnType<typeof statementRunModel>;
