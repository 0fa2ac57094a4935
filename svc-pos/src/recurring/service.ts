import type {
  OrderCreateRequest,
  RecurringCreateRequest,
  RecurringUpdateRequest,
  RecurringView,
} from '@voltdesk/contracts';
import {
  BusinessTime,
  ConflictError,
  isDuplicateKey,
  NotFoundError,
  ValidationError,
} from '@voltdesk/service-kit';
import { Types } from 'mongoose';
import { firstIndexFrom, runDate, type Cadence } from './dates';
import type { RecurringDoc, RecurringRunDoc } from './model';
import { cadenceOf, runKey, type RecurringRun, type RecurringRunDeps } from './run';
import { serializeRecurring } from './serializer';

export const START_IN_PAST = 'The start date may not be before today.';
export const START_BEFORE_LAST_RUN = 'The start date must be after the last run date.';
export const END_BEFORE_START = 'The end date may not be before the start date.';
export const NOT_FOUND = 'Recurring invoice not found.';
export const CHANGED_SINCE_OPENED = 'This recurring invoice changed since you opened it: reload';
export const NOTHING_TO_SKIP = 'This recurring invoice has no next run to skip.';
export const RUN_BEING_MADE = 'The next run is being made now. Please try again.';

type ScheduleInput = RecurringCreateRequest | Omit<RecurringUpdateRequest, 'id' | 'rev'>;

/**
 * The schedules the owner keeps: create, edit (future runs only: a made invoice keeps what it was made
 * with, a claimed run its template), pause and resume, skip the next run, delete. Which run is next is the
 * schedule's `next_index`; the timer (RecurringRun) moves it as it makes invoices, and every change here
 * that moves it does so from the index it read, so a run being made at the same moment is never doubled.
 */
export class RecurringService {
  private readonly time: BusinessTime;

  constructor(private readonly deps: RecurringRunDeps & { run: RecurringRun }) {
    this.time = new BusinessTime(deps.timeZone);
  }

  private today(): string {
    return this.time.day(this.deps.clock.now());
  }

  async list(): Promise<RecurringView[]> {
    const schedules = await this.deps.schedules.find().sort({ created_at: -1 }).lean<RecurringDoc[]>();
    return Promise.all(schedules.map((s) => this.view(s)));
  }

  private async view(s: RecurringDoc): Promise<RecurringView> {
    const runs = await this.deps.runs
      .find({ schedule_id: String(s._id) })
      .sort({ run_date: -1 })
      .lean<RecurringRunDoc[]>();
    return serializeRecurring(s, runs);
  }

  private async read(id: string): Promise<RecurringDoc> {
    const s = Types.ObjectId.isValid(id) ? await this.deps.schedules.findById(id).lean<RecurringDoc>() : null;
    if (!s) throw new NotFoundError(NOT_FOUND);
    return s;
  }

  /** The fields of a schedule as sent, checked against today and each other. */
  private fieldsOf(input: ScheduleInput, checkStart: boolean) {
    const fields = {
      name: input.name.trim(),
      frequency: input.frequency,
      interval: input.interval ?? 1,
      start_date: input.start_date,
      end_date: input.end_date ?? null,
      count: input.count ?? null,
      send_email: input.send_email ?? false,
      due_days: input.due_days ?? null,
      // Stored as the order-create body it is, less what each run sets (nothing paid, its own due date).
      template: { ...input.template, payment: 0, due_date: null } as OrderCreateRequest,
    };
    if (checkStart && fields.start_date < this.today()) {
      throw new ValidationError({ start_date: [START_IN_PAST] });
    }
    if (fields.end_date !== null && fields.end_date < fields.start_date) {
      throw new ValidationError({ end_date: [END_BEFORE_START] });
    }
    return fields;
  }

  async create(input: RecurringCreateRequest, adminId: string): Promise<RecurringView> {
    const now = this.deps.clock.now();
    const fields = this.fieldsOf(input, true);
    const cadence: Cadence = { ...fields, index_base: 0 };
    const doc = await this.deps.schedules.create({
      ...fields,
      paused: false,
      next_index: 0,
      index_base: 0,
      next_run_at: this.deps.run.nextRunAt(cadence, 0),
      rev: 0,
      created_by: adminId,
      updated_by: adminId,
      created_at: now,
      updated_at: now,
    });
    return this.view(doc.toObject());
  }

  /**
   * Replaces the schedule for the runs not made yet. Changing the timing (frequency, interval, start date)
   * starts the series again from the new start date, which must be today or later and after every run
   * already claimed; the run dates used so far still count towards `count`.
   */
  async update(input: RecurringUpdateRequest, adminId: string): Promise<RecurringView> {
    const current = await this.read(input.id);
    if (current.rev !== input.rev) throw new ConflictError(CHANGED_SINCE_OPENED);
    const retimed =
      input.frequency !== current.frequency ||
      (input.interval ?? 1) !== current.interval ||
      input.start_date !== current.start_date;
    const fields = this.fieldsOf(input, retimed);
    let position = { next_index: current.next_index, index_base: current.index_base };
    if (retimed) {
      const [last] = await this.deps.runs
        .find({ schedule_id: input.id })
        .sort({ run_date: -1 })
        .limit(1)
        .lean<RecurringRunDoc[]>();
      if (last && fields.start_date <= last.run_date) {
        throw new ValidationError({ start_date: [START_BEFORE_LAST_RUN] });
      }
      position = { next_index: 0, index_base: current.index_base + current.next_index };
    }
    const nextRunAt = this.deps.run.nextRunAt(
      { ...fields, index_base: position.index_base },
      position.next_index,
    );
    const updated = await this.deps.schedules
      .findOneAndUpdate(
        // The timer may have moved the schedule since it was read: then the edit is refused, not mixed.
        { _id: current._id, rev: current.rev, next_index: current.next_index },
        {
          $set: {
            ...fields,
            ...position,
            next_run_at: nextRunAt,
            updated_by: adminId,
            updated_at: this.deps.clock.now(),
          },
          $inc: { rev: 1 },
        },
        { returnDocument: 'after' },
      )
      .lean<RecurringDoc>();
    if (!updated) throw new ConflictError(CHANGED_SINCE_OPENED);
    return this.view(updated);
  }

  async pause(id: string, adminId: string): Promise<RecurringView> {
    const current = await this.read(id);
    return this.set(current, { paused: true }, adminId);
  }

  /**
   * Resumes at the first run date from today on: the dates that passed while paused are not made (they
   * count towards `count`, as they were dates of the series).
   */
  async resume(id: string, adminId: string): Promise<RecurringView> {
    const current = await this.read(id);
    if (!current.paused) return this.view(current);
    const cadence = cadenceOf(current);
    const next = firstIndexFrom(cadence, current.next_index, this.today());
    return this.set(
      current,
      { paused: false, next_index: next, next_run_at: this.deps.run.nextRunAt(cadence, next) },
      adminId,
    );
  }

  /**
   * Skips the next run date: its claim is written as skipped (the same unique key a run takes, so the
   * date can be made or skipped, never both), then the schedule moves past it.
   */
  async skip(id: string, adminId: string): Promise<RecurringView> {
    const current = await this.read(id);
    const cadence = cadenceOf(current);
    const day = runDate(cadence, current.next_index);
    if (day === null) throw new ValidationError({ id: [NOTHING_TO_SKIP] });
    const now = this.deps.clock.now();
    try {
      await this.deps.runs.create({
        _id: runKey(id, day),
        schedule_id: id,
        run_date: day,
        state: 'skipped',
        invoice: null,
        send_email: false,
        by: adminId,
        name: current.name,
        lease_at: now,
        order_id: null,
        invoice_no: null,
        emailed: false,
        error: null,
        created_at: now,
      });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
      // A repeat of this skip goes on to move the schedule; a run claimed meanwhile is being made.
      const existing = await this.deps.runs.findById(runKey(id, day)).lean<RecurringRunDoc>();
      if (existing?.state !== 'skipped') throw new ConflictError(RUN_BEING_MADE);
    }
    const next = current.next_index + 1;
    return this.set(
      current,
      { next_index: next, next_run_at: this.deps.run.nextRunAt(cadence, next) },
      adminId,
    );
  }

  async remove(id: string): Promise<void> {
    const current = await this.read(id);
    // Its runs stay: the invoices they made are the orders', and a pending one still finishes.
    await this.deps.schedules.deleteOne({ _id: current._id });
  }

  /** Writes a change made on the schedule as read (its index and revision), else 409. */
  private async set(current: RecurringDoc, change: Partial<RecurringDoc>, adminId: string) {
    const updated = await this.deps.schedules
      .findOneAndUpdate(
        { _id: current._id, rev: current.rev, next_index: current.next_index },
        { $set: { ...change, updated_by: adminId, updated_at: this.deps.clock.now() }, $inc: { rev: 1 } },
        { returnDocument: 'after' },
      )
      .lean<RecurringDoc>();
    if (!updated) throw new ConflictError(CHANGED_SINCE_OPENED);
    return this.view(updated);
  }
}
