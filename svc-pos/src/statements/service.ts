import type { EventDataMap } from '@voltdesk/contracts';
import { BusinessTime, makeEvent, withEvents, type Clock } from '@voltdesk/service-kit';
import type { PipelineStage } from 'mongoose';
import { Types } from 'mongoose';
import type { Logger } from 'pino';
import { DueTimer } from '../shared/due-timer';
import type { StatementModel, StatementRunModel } from './model';

/** The hour of the 1st, in the business's time zone, from which a month's statements go. */
export const STATEMENT_HOUR = 9;

/** What statements read of the orders and customers, given at composition (app.ts). */
export interface StatementSources {
  orders: { aggregate<T>(pipeline: PipelineStage[]): Promise<T[]> };
  customers: {
    stream<T>(
      filter: Record<string, unknown>,
      fields: Record<string, 1>,
      sort: Record<string, 1 | -1>,
    ): AsyncIterable<T>;
  };
  /** Since when statements are on (invoice settings); null while off. */
  statementsSince(): Promise<Date | null>;
}

interface OpenInvoice {
  /** The order's ObjectId, made a string here (not in the pipeline: `$toString` differs between servers). */
  id: unknown;
  invoice_no: number;
  created_at: Date;
  due_date: string | null;
  total_pence: number;
  credited_pence: number;
  payment_pence: number;
  due_pence: number;
}

interface CustomerBalance {
  _id: string;
  due_pence: number;
  invoices: OpenInvoice[];
}

interface CustomerRecord {
  _id: unknown;
  name: string;
  email: string;
}

export type StatementData = EventDataMap['statement.requested'];

const pounds = (pence: number) => pence / 100;
const DUPLICATE_KEY = 11000;

/**
 * Monthly statements: on the 1st (from 09:00 in the business's time zone, or at the first tick after, if
 * svc-pos was down), every customer whose open invoices owe something gets one statement listing them and
 * the balance. Each is a `statements` record keyed by customer and month, written with its event, so it goes
 * exactly once: every replica may run the month, and a statement already written is a duplicate key that
 * writes nothing. Statements turned on after a month's 1st begin with the next month.
 */
export class StatementRun {
  private readonly time: BusinessTime;

  constructor(
    private readonly deps: {
      statements: StatementModel;
      runs: StatementRunModel;
      sources: StatementSources;
      clock: Clock;
      timeZone: string;
      logger: Logger;
    },
  ) {
    this.time = new BusinessTime(deps.timeZone);
  }

  /** The month (`YYYY-MM`) due now and the instant its statements may go, in the business's time zone. */
  private monthOf(now: Date): { month: string; from: Date } {
    const month = this.time.day(now).slice(0, 7);
    const from = this.time.localHourBefore(`${month}-01`, 0, STATEMENT_HOUR);
    if (!from) throw new Error(`unreadable month ${month}`);
    return { month, from };
  }

  /**
   * Writes this month's statements that are due and not yet written. Answers the month and how many
   * statements this call wrote, or null when none is due (off, before the 1st at 09:00, month done).
   */
  async runDue(): Promise<{ month: string; written: number } | null> {
    const now = this.deps.clock.now();
    const { month, from } = this.monthOf(now);
    if (now.getTime() < from.getTime()) return null;
    const since = await this.deps.sources.statementsSince();
    if (!since || since.getTime() > from.getTime()) return null;
    if (await this.deps.runs.exists({ _id: month })) return null;

    let written = 0;
    for (const balance of await this.balances()) {
      if (await this.write(balance, month, now)) written += 1;
    }
    const total = await this.deps.statements.countDocuments({ month });
    await this.deps.runs.updateOne(
      { _id: month },
      { $setOnInsert: { completed_at: now, statements: total } },
      { upsert: true },
    );
    this.deps.logger.info({ month, written, total }, 'monthly statements written');
    return { month, written };
  }

  /** Per customer record, the invoices that are Unpaid (not paid, not void, not deleted), oldest first. */
  private balances(): Promise<CustomerBalance[]> {
    return this.deps.sources.orders.aggregate<CustomerBalance>([
      { $match: { paid: false, customer_id: { $type: 'string' }, due_pence: { $gt: 0 } } },
      { $sort: { invoice_no: 1 } },
      {
        $group: {
          _id: '$customer_id',
          due_pence: { $sum: '$due_pence' },
          invoices: {
            $push: {
              id: '$_id',
              invoice_no: '$invoice_no',
              created_at: '$created_at',
              due_date: '$due_date',
              total_pence: '$total_pence',
              credited_pence: '$credited_pence',
              payment_pence: '$payment_pence',
              due_pence: '$due_pence',
            },
          },
        },
      },
      { $sort: { _id: 1 } },
    ]);
  }

  private async customer(id: string): Promise<CustomerRecord | undefined> {
    if (!Types.ObjectId.isValid(id)) return undefined;
    for await (const c of this.deps.sources.customers.stream<CustomerRecord>(
      { _id: new Types.ObjectId(id) },
      { name: 1, email: 1 },
      { _id: 1 },
    ))
      return c;
    return undefined;
  }

  /** One statement and its event; false when it was written before (or the customer has no address). */
  private async write(balance: CustomerBalance, month: string, now: Date): Promise<boolean> {
    const key = `${balance._id}:${month}`;
    if (await this.deps.statements.exists({ _id: key })) return false;
    const customer = await this.customer(balance._id);
    if (!customer?.email) return false;
    const data: StatementData = {
      customer_id: balance._id,
      month,
      name: customer.name,
      email: customer.email,
      balance: pounds(balance.due_pence),
      invoices: balance.invoices.map((o) => ({
        id: String(o.id),
        invoice_no: o.invoice_no,
        created_at: new Date(o.created_at).toISOString(),
        due_date: o.due_date ?? null,
        total: pounds(o.total_pence),
        credited: pounds(o.credited_pence ?? 0),
        payment: pounds(o.payment_pence),
        due: pounds(o.due_pence),
        status: 'Unpaid' as const,
      })),
      as_of: now.toISOString(),
    };
    try {
      await this.deps.statements.create({
        _id: key,
        customer_id: balance._id,
        month,
        balance_pence: balance.due_pence,
        invoices: balance.invoices.length,
        created_at: now,
        ...withEvents(makeEvent('svc-pos', 'statement.requested', balance._id, data, now)),
      });
      return true;
    } catch (err) {
      // Another replica (or an earlier run that died before marking the month) wrote it first.
      if ((err as { code?: number }).code === DUPLICATE_KEY) return false;
      throw err;
    }
  }
}

/** Runs the month's statements every five minutes (and once at start): see DueTimer. */
export class StatementTimer extends DueTimer {
  constructor(run: StatementRun, logger: Logger, everyMs?: number) {
    super(run, logger, 'monthly statements', everyMs);
  }
}
