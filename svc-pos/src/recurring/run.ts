import type { OrderCreateRequest, OrderView } from '@voltdesk/contracts';
import { BusinessTime, isDuplicateKey, ValidationError, type Clock } from '@voltdesk/service-kit';
import type { Logger } from 'pino';
import { addDays, runDate, type Cadence } from './dates';
import type { RecurringDoc, RecurringModel, RecurringRunDoc, RecurringRunModel } from './model';

/** The hour of a run date, in the business's time zone, from which its invoice is made (as statements). */
export const RUN_HOUR = 9;

/** A pending run claimed this long ago lost its process (a restart, a crash): another takes it over. */
export const RUN_STALE_MS = 2 * 60_000;

/**
 * How a run makes its invoice, given at composition (app.ts) so that this feature never imports orders:
 * the order service's create, idempotent by `originKey` (a second create with it answers the first's
 * order), and the "E-mail invoice" request, which records the mail on the invoice's trail with its event.
 */
export interface RecurringInvoicing {
  create(
    input: OrderCreateRequest,
    adminId: string,
    originKey: string,
    createdNote: string,
  ): Promise<OrderView>;
  email(orderId: string, adminId: string): Promise<void>;
}

export interface RecurringRunDeps {
  schedules: RecurringModel;
  runs: RecurringRunModel;
  invoicing: RecurringInvoicing;
  clock: Clock;
  timeZone: string;
  logger: Logger;
}

export const runKey = (scheduleId: string, day: string) => `${scheduleId}:${day}`;
export const cadenceOf = (s: RecurringDoc): Cadence => ({
  frequency: s.frequency,
  interval: s.interval,
  start_date: s.start_date,
  end_date: s.end_date,
  count: s.count,
  index_base: s.index_base,
});

/**
 * The invoice of one run date: the template, nothing paid, due `due_days` after the run date. The due
 * date is fixed when the run is claimed, with the template, so a take-over makes the same invoice.
 */
export function invoiceOf(s: RecurringDoc, day: string): OrderCreateRequest {
  return {
    ...s.template,
    payment: 0,
    due_date: s.due_days === null ? null : addDays(day, s.due_days),
  };
}

/**
 * Makes the recurring invoices that are due, exactly once per schedule and run date, on every replica:
 *
 * 1. Claim: a run record keyed by schedule and run date (unique) is inserted with the invoice to make. Of
 *    the replicas that try, one inserts it; the others get a duplicate key and leave it.
 * 2. The schedule moves to its next run date, only from the index it was read at (a conditional write), so
 *    two replicas cannot move it twice, and one that died between 1 and 2 is moved by the next tick.
 * 3. The claimant makes the invoice through the order service with the origin key `recurring-<claim>`,
 *    which the orders keep under a unique index: however often the claim's invoice is asked for, one
 *    invoice is made and every later ask answers it.
 * 4. If the run e-mails, the mail is asked for unless the invoice's trail already has one.
 * 5. The run is marked made.
 *
 * A process that dies anywhere in 3-5 leaves the claim pending; after RUN_STALE_MS any replica takes the
 * lease (one conditional write, so one taker) and does 3-5 again, which the origin key and the trail check
 * make repeatable: no run is lost, none is made twice.
 */
export class RecurringRun {
  private readonly time: BusinessTime;

  constructor(private readonly deps: RecurringRunDeps) {
    this.time = new BusinessTime(deps.timeZone);
  }

  /** The instant a run date's invoice may be made: RUN_HOUR that day in the business's time zone. */
  dueAt(day: string): Date {
    const at = this.time.localHourBefore(day, 0, RUN_HOUR);
    if (!at) throw new Error(`unreadable run date ${day}`);
    return at;
  }

  /** The instant the run of `index` is due, or null when the schedule has no such run. */
  nextRunAt(s: Pick<RecurringDoc, keyof Cadence>, index: number): Date | null {
    const day = runDate(s, index);
    return day === null ? null : this.dueAt(day);
  }

  /** Makes what is due now (and takes over runs left pending by a dead process); answers how many made. */
  async runDue(): Promise<{ made: number }> {
    const now = this.deps.clock.now();
    let made = 0;
    for (const run of await this.stale(now)) {
      if (await this.takeOver(run, now)) made += (await this.finish(run)) ? 1 : 0;
    }
    const due = await this.deps.schedules
      .find({ paused: false, next_run_at: { $ne: null, $lte: now } })
      .lean<RecurringDoc[]>();
    for (const schedule of due) made += await this.catchUp(schedule, now);
    if (made) this.deps.logger.info({ made }, 'recurring invoices made');
    return { made };
  }

  /** Every run of one schedule due by `now`, oldest first (several after svc-pos was down for long). */
  private async catchUp(first: RecurringDoc, now: Date): Promise<number> {
    let made = 0;
    let s: RecurringDoc | null = first;
    while (s && !s.paused && s.next_run_at && s.next_run_at.getTime() <= now.getTime()) {
      const day = runDate(cadenceOf(s), s.next_index);
      if (day === null) break;
      const run = await this.claim(s, day, now);
      await this.advance(s);
      if (run && (await this.finish(run))) made += 1;
      s = await this.deps.schedules.findById(s._id).lean<RecurringDoc>();
    }
    return made;
  }

  /** Inserts the claim of `day`; null when it exists already (another replica's, or a skip). */
  private async claim(s: RecurringDoc, day: string, now: Date): Promise<RecurringRunDoc | null> {
    const run: RecurringRunDoc = {
      _id: runKey(String(s._id), day),
      schedule_id: String(s._id),
      run_date: day,
      state: 'pending',
      invoice: invoiceOf(s, day),
      send_email: s.send_email,
      by: s.updated_by,
      name: s.name,
      lease_at: now,
      order_id: null,
      invoice_no: null,
      emailed: false,
      error: null,
      created_at: now,
    };
    try {
      await this.deps.runs.create(run);
      return run;
    } catch (err) {
      if (isDuplicateKey(err)) return null;
      throw err;
    }
  }

  /** Moves the schedule past the run of `s.next_index`, if nobody has since. */
  private async advance(s: RecurringDoc): Promise<void> {
    const next = s.next_index + 1;
    await this.deps.schedules.updateOne(
      { _id: s._id, next_index: s.next_index, index_base: s.index_base, start_date: s.start_date },
      { $set: { next_index: next, next_run_at: this.nextRunAt(cadenceOf(s), next) } },
    );
  }

  private stale(now: Date): Promise<RecurringRunDoc[]> {
    return this.deps.runs
      .find({ state: 'pending', lease_at: { $lt: new Date(now.getTime() - RUN_STALE_MS) } })
      .lean<RecurringRunDoc[]>();
  }

  /** Takes a stale claim's lease: true for the one replica whose write found it as read. */
  private async takeOver(run: RecurringRunDoc, now: Date): Promise<boolean> {
    const taken = await this.deps.runs.updateOne(
      { _id: run._id, state: 'pending', lease_at: run.lease_at },
      { $set: { lease_at: now } },
    );
    return taken.modifiedCount === 1;
  }

  /** Steps 3-5 for a claim this process holds; true when its invoice exists at the end. */
  private async finish(run: RecurringRunDoc): Promise<boolean> {
    const { invoicing, runs } = this.deps;
    let order: OrderView;
    try {
      order = await invoicing.create(
        run.invoice!,
        run.by,
        `recurring-${run._id}`,
        `made by the recurring invoice "${run.name}" for ${this.time.date(run.run_date)}`,
      );
    } catch (err) {
      // The order service refused the template (a service made inactive since, say): nothing was made,
      // and asking again would be refused again. The run says why; the schedule goes on.
      if (err instanceof ValidationError) {
        const error = Object.values(err.fields).flat().join(' ') || err.message;
        await runs.updateOne({ _id: run._id, state: 'pending' }, { $set: { state: 'failed', error } });
        this.deps.logger.warn({ run: run._id, error }, 'recurring invoice refused by the order service');
        return false;
      }
      throw err;
    }
    await runs.updateOne({ _id: run._id }, { $set: { order_id: order.id, invoice_no: order.invoice_no } });
    let error: string | null = null;
    let emailed = (order.history ?? []).some((e) => e.action === 'emailed');
    if (run.send_email && !emailed) {
      try {
        await invoicing.email(order.id, run.by);
        emailed = true;
      } catch (err) {
        // No e-mail address on the customer: the invoice stands, unsent; the run says why.
        if (!(err instanceof ValidationError)) throw err;
        error = Object.values(err.fields).flat().join(' ') || err.message;
      }
    }
    await runs.updateOne({ _id: run._id }, { $set: { state: 'made', emailed, error } });
    return true;
  }
}
