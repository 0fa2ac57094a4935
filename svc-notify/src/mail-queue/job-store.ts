import type { Connection, Model } from 'mongoose';
import { isDuplicateKey } from '@voltdesk/service-kit';
import type { Clock } from '../shared/clock';
import { jobModel, type JobDoc, type JobSpec, type JobStatus, type MailQueue } from '../shared/jobs';

/**
 * The stored queue of mails. Every write is a single-document conditional update, so two replicas (or a
 * replayed event) can never make one mail go twice: a job is created once per dedupe key, and only the
 * sender holding a job's lease may mark it sent.
 */
export class JobStore implements MailQueue {
  readonly model: Model<JobDoc>;
  /**
   * Called when a job that is already due was stored, so the scheduler looks at once. Jobs due later are
   * found by its poll: waking it for each of them would search the queue once per event.
   */
  onDue: () => void = () => undefined;
  /**
   * Called with the time of a job stored to run later: an idle scheduler sleeps until the earliest job it
   * knows of, and must look sooner when an earlier one arrives.
   */
  onLater: (runAt: Date) => void = () => undefined;

  constructor(
    conn: Connection,
    private readonly clock: Clock,
  ) {
    this.model = jobModel(conn);
  }

  /**
   * Creates the job, or reschedules it (new time, recipient, content) while it is still waiting or was
   * cancelled. A job already sending, sent or failed is left alone: one mail per dedupe key.
   * @returns what happened, for logs and tests.
   */
  async schedule(spec: JobSpec): Promise<'created' | 'rescheduled' | 'kept'> {
    const now = this.clock.now();
    // Insert first: most jobs are new (one write); an existing key falls back to the conditional update.
    try {
      await this.model.collection.insertOne(this.newJob(spec, now));
      this.stored([spec], now);
      return 'created';
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    const res = await this.model.updateOne(
      { dedupe_key: spec.dedupe_key, status: { $in: ['queued', 'cancelled'] } },
      { $set: { ...spec, status: 'queued', last_error: null, updated_at: now } },
    );
    if (res.matchedCount === 0) return 'kept';
    this.stored([spec], now);
    return 'rescheduled';
  }

  /** Tells the scheduler about stored jobs: at once when one is due, else when the earliest will be. */
  private stored(specs: readonly Pick<JobSpec, 'run_at'>[], now: Date): void {
    if (specs.some((s) => s.run_at <= now)) this.onDue();
    else if (specs.length)
      this.onLater(new Date(specs.reduce((min, s) => Math.min(min, s.run_at.getTime()), Infinity)));
  }

  /** Creates many jobs at once (newsletter fan-out); existing dedupe keys are skipped, not changed. */
  async scheduleMany(specs: readonly JobSpec[]): Promise<number> {
    const now = this.clock.now();
    let created = 0;
    for (let i = 0; i < specs.length; i += 1000) {
      const batch = specs.slice(i, i + 1000).map((s) => this.newJob(s, now));
      try {
        const res = await this.model.collection.insertMany(batch, { ordered: false });
        created += res.insertedCount;
      } catch (err) {
        const e = err as {
          writeErrors?: Array<{ code: number }>;
          insertedCount?: number;
          result?: { insertedCount?: number };
        };
        const writeErrors = Array.isArray(e.writeErrors)
          ? e.writeErrors
          : e.writeErrors
            ? [e.writeErrors]
            : [];
        if (!writeErrors.length || !writeErrors.every((w) => isDuplicateKey(w))) throw err;
        created += e.insertedCount ?? e.result?.insertedCount ?? batch.length - writeErrors.length;
      }
    }
    if (created > 0) this.stored(specs, now);
    return created;
  }

  /**
   * Cancels the waiting jobs matching `filter` (already sent mails stay in the log as sent), or, with
   * `from: 'failed'`, failed ones that must not be retried.
   */
  async cancel(
    filter: Record<string, unknown>,
    reason: string,
    from: Extract<JobStatus, 'queued' | 'failed'> = 'queued',
  ): Promise<number> {
    const res = await this.model.updateMany(
      { ...filter, status: from },
      { $set: { status: 'cancelled', last_error: reason, updated_at: this.clock.now() } },
    );
    return res.modifiedCount;
  }

  /**
   * Puts failed jobs matching `filter` back in the queue, due now, with their attempts counted afresh (an
   * admin asked for it: the cause, a full mailbox or a server outage, may be gone).
   * @returns how many went back.
   */
  async requeueFailed(filter: Record<string, unknown>): Promise<number> {
    const now = this.clock.now();
    const res = await this.model.updateMany(
      { ...filter, status: 'failed' },
      { $set: { status: 'queued', attempts: 0, run_at: now, last_error: null, updated_at: now } },
    );
    if (res.modifiedCount > 0) this.onDue();
    return res.modifiedCount;
  }

  /** Records a job that cannot be sent at all (no recipient configured), so the log shows why. */
  async recordFailed(spec: JobSpec, reason: string): Promise<void> {
    const now = this.clock.now();
    await this.model.updateOne(
      { dedupe_key: spec.dedupe_key },
      { $setOnInsert: { ...this.newJob(spec, now), status: 'failed', last_error: reason } },
      { upsert: true },
    );
  }

  /**
   * Ids of up to `limit` due jobs, oldest first (the {status, run_at} index serves filter and sort). Only
   * candidates: each must still be claimed with `claim`, which may find it taken by another sender.
   */
  /** When the earliest waiting job is to run (it may be due already); null when none waits. */
  async nextRunAt(): Promise<Date | null> {
    const doc = await this.model
      .findOne({ status: 'queued' }, { run_at: 1 })
      .sort({ run_at: 1 })
      .lean<Pick<JobDoc, 'run_at'>>();
    return doc?.run_at ?? null;
  }

  async dueCandidates(limit: number): Promise<JobDoc['_id'][]> {
    const docs = await this.model
      .find({ status: 'queued', run_at: { $lte: this.clock.now() } }, { _id: 1 })
      .sort({ run_at: 1 })
      .limit(limit)
      .lean<Array<Pick<JobDoc, '_id'>>>();
    return docs.map((d) => d._id);
  }

  /**
   * Claims a due job atomically (the next one, or the given candidate): only one sender can move it from
   * `queued` to `sending`. `attempts` counts the claim, so a sender that crashes mid-send still uses up
   * an attempt.
   */
  async claim(owner: string, leaseMs: number, candidate?: JobDoc['_id']): Promise<JobDoc | null> {
    const now = this.clock.now();
    return this.model
      .findOneAndUpdate(
        { ...(candidate ? { _id: candidate } : {}), status: 'queued', run_at: { $lte: now } },
        {
          $set: {
            status: 'sending',
            lease_until: new Date(Date.now() + leaseMs),
            lease_owner: owner,
            updated_at: now,
          },
          $inc: { attempts: 1 },
        },
        // Oldest due job first, read in order from the {status, run_at} index.
        { sort: { run_at: 1 }, returnDocument: 'after' },
      )
      .lean<JobDoc>();
  }

  /**
   * Gives jobs whose sender vanished (crash, kill) back to the queue once their lease has run out. This is
   * the at-least-once edge: a sender that died after the SMTP server accepted the mail but before it was
   * marked sent makes that one mail go twice.
   */
  async releaseExpiredLeases(maxAttempts: number): Promise<number> {
    const wall = new Date();
    const now = this.clock.now();
    const failed = await this.model.updateMany(
      { status: 'sending', lease_until: { $lt: wall }, attempts: { $gte: maxAttempts } },
      {
        $set: {
          status: 'failed',
          lease_until: null,
          lease_owner: null,
          last_error: 'the sender stopped before finishing, and every attempt is used',
          updated_at: now,
        },
      },
    );
    const requeued = await this.model.updateMany(
      { status: 'sending', lease_until: { $lt: wall } },
      {
        $set: {
          status: 'queued',
          lease_until: null,
          lease_owner: null,
          last_error: 'the sender stopped before finishing; retried',
          updated_at: now,
        },
      },
    );
    return failed.modifiedCount + requeued.modifiedCount;
  }

  /** Only the lease holder may finish a job; false means the lease was lost (nothing is changed). */
  async markSent(job: JobDoc, messageId: string | null): Promise<boolean> {
    const now = this.clock.now();
    return this.finish(job, {
      status: 'sent',
      sent_at: now,
      message_id: messageId,
      last_error: null,
    });
  }

  async markFailed(job: JobDoc, error: string): Promise<boolean> {
    return this.finish(job, { status: 'failed', last_error: error });
  }

  async markCancelled(job: JobDoc, reason: string): Promise<boolean> {
    return this.finish(job, { status: 'cancelled', last_error: reason });
  }

  async retryAt(job: JobDoc, error: string, runAt: Date): Promise<boolean> {
    return this.finish(job, { status: 'queued', last_error: error, run_at: runAt });
  }

  /** Puts a job back without using up an attempt (the SMTP server could not be reached at all). */
  async release(job: JobDoc, error: string): Promise<boolean> {
    const res = await this.model.updateOne(
      { _id: job._id, status: 'sending', lease_owner: job.lease_owner },
      {
        $set: {
          status: 'queued',
          last_error: error,
          lease_until: null,
          lease_owner: null,
          updated_at: this.clock.now(),
        },
        $inc: { attempts: -1 },
      },
    );
    return res.modifiedCount === 1;
  }

  private async finish(job: JobDoc, set: Partial<JobDoc>): Promise<boolean> {
    const res = await this.model.updateOne(
      { _id: job._id, status: 'sending', lease_owner: job.lease_owner },
      { $set: { ...set, lease_until: null, lease_owner: null, updated_at: this.clock.now() } },
    );
    return res.modifiedCount === 1;
  }

  private newJob(spec: JobSpec, now: Date) {
    return {
      ...spec,
      status: 'queued' as JobStatus,
      attempts: 0,
      last_error: null,
      lease_until: null,
      lease_owner: null,
      sent_at: null,
      message_id: null,
      created_at: now,
      updated_at: now,
    };
  }
}
