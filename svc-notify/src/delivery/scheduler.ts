import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Clock } from '../shared/clock';
import type { JobDoc, JobKind } from '../shared/jobs';
import {
  classifySendError,
  describeSendError,
  isDeliverableAddress,
  type MailAttachment,
  type Mailer,
} from '../shared/mailer';
import type { NotifyMetrics } from '../shared/metrics';
import type { Renderer } from '../shared/renderer';
import { inlineLogoAttachments, type MailContent } from '../shared/mail-layout';
import type { Branding } from '../shared/settings';

/**
 * The queue as its senders use it: due jobs claimed under a lease, finished by the lease holder only
 * (mail-queue/job-store.ts, handed over by the composition root).
 */
export interface LeasedJobs {
  /** When the earliest waiting job is to run (an idle sender sleeps until then); null when none waits. */
  nextRunAt(): Promise<Date | null>;
  /** When the earliest lease of a job being sent runs out (wall time): its sender may have died. */
  nextLeaseEnd(): Promise<Date | null>;
  dueCandidates(limit: number): Promise<JobDoc['_id'][]>;
  /** When the earliest waiting job is to run (it may be due already); null when none waits. */
  nextRunAt(): Promise<Date | null>;
  claim(owner: string, leaseMs: number, candidate?: JobDoc['_id']): Promise<JobDoc | null>;
  releaseExpiredLeases(maxAttempts: number): Promise<number>;
  markSent(job: JobDoc, messageId: string | null): Promise<boolean>;
  markFailed(job: JobDoc, error: string): Promise<boolean>;
  markCancelled(job: JobDoc, reason: string): Promise<boolean>;
  retryAt(job: JobDoc, error: string, runAt: Date): Promise<boolean>;
  release(job: JobDoc, error: string): Promise<boolean>;
}

export interface SchedulerOptions {
  jobs: LeasedJobs;
  /** The site's branding for the mail about to go (with the logo's bytes when they could be read). */
  branding: () => Promise<Branding>;
  mailer: Mailer;
  renderers: Record<JobKind, Renderer>;
  clock: Clock;
  logger: Logger;
  metrics?: NotifyMetrics;
  from: string;
  /** Parallel senders in this process. */
  concurrency: number;
  /** Newsletter mails per second from this process; 0 = unthrottled. */
  newsletterRate: number;
  /** How long a claimed job stays with its sender before another may retry it (wall time). */
  leaseMs: number;
  /**
   * Pause before looking again when a due job could not be claimed or the database failed (wall time;
   * `wake()` cuts it short).
   */
  pollMs: number;
  /**
   * Longest sleep of an idle sender (wall time, 30 s by default). It sleeps until the earliest waiting job
   * is due; this bounds the sleep for jobs it cannot know of (stored by another instance, or left by a
   * sender that stopped mid-send, whose lease then runs out).
   */
  idleMaxMs?: number;
  /** First retry delay; doubled after each failed attempt (business clock). */
  retryBaseMs: number;
  maxAttempts: number;
  /** Longest pause while the SMTP server is unreachable (wall time). */
  unreachableMaxPauseMs: number;
}

/** Spaces newsletter mails out to `rate` per second across this process's senders. */
class Throttle {
  private next = 0;

  constructor(private readonly rate: number) {}

  async take(): Promise<void> {
    if (this.rate <= 0) return;
    const now = Date.now();
    const slot = Math.max(now, this.next);
    this.next = slot + 1000 / this.rate;
    if (slot > now) await sleep(slot - now);
  }
}

/** The renderer's attachments plus the logo the HTML shows inline, when it does. */
function attachmentsOf(content: MailContent, branding: Branding): { attachments?: MailAttachment[] } {
  const attachments = [...(content.attachments ?? []), ...inlineLogoAttachments(branding, content.html)];
  return attachments.length ? { attachments } : {};
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/**
 * The sending loop. Due jobs are claimed one at a time with an atomic update (so replicas never send the
 * same mail), rendered, sent, and marked sent, retried with exponential backoff, or failed. Work is
 * stored, not held in timers: a process that was down sends what fell due meanwhile when it starts.
 */
export class Scheduler {
  private readonly owner = `${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly throttle: Throttle;
  private running = false;
  private workers: Promise<void>[] = [];
  private waiters = new Set<() => void>();
  private pausedUntil = 0;
  private unreachableStreak = 0;
  private lastSweep = 0;
  /** Due job ids found by one query and shared by this process's senders (see `nextJob`). */
  private candidates: JobDoc['_id'][] = [];
  private fetching: Promise<void> | undefined;
  /** When (business clock, ms) the idle first sender looks next; Infinity while busy or not asleep. */
  private nextLook = Infinity;

  constructor(private readonly o: SchedulerOptions) {
    this.throttle = new Throttle(o.newsletterRate);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.workers = Array.from({ length: Math.max(1, this.o.concurrency) }, (_, i) => this.work(i));
  }

  /** Stops claiming; resolves once every mail in flight is finished and recorded. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await Promise.all(this.workers);
    this.workers = [];
  }

  /** New work was stored (or the clock moved): look now instead of at the next poll. */
  wake(): void {
    for (const w of this.waiters) w();
    this.waiters.clear();
  }

  /** A job was stored to run at `runAt`: look then, if that is sooner than the sleep in progress. */
  wakeBy(runAt: Date): void {
    if (runAt.getTime() < this.nextLook) this.wake();
  }

  /**
   * Waits `ms` (forever: until woken) or until `wake()`. Not at all once stopping: a sender that was
   * waiting on the database when `stop()` woke the others would otherwise sleep through it.
   */
  private async idle(ms: number): Promise<void> {
    if (!this.running) return;
    await new Promise<void>((resolve) => {
      const timer = Number.isFinite(ms) ? setTimeout(done, ms) : undefined;
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.waiters.add(done);
    });
  }

  private async work(index: number): Promise<void> {
    while (this.running) {
      try {
        const pause = this.pausedUntil - Date.now();
        if (pause > 0) {
          await this.idle(pause);
          continue;
        }
        if (index === 0 && Date.now() - this.lastSweep > Math.min(this.o.leaseMs / 2, 5000)) {
          this.lastSweep = Date.now();
          const n = await this.o.jobs.releaseExpiredLeases(this.o.maxAttempts);
          if (n) this.o.logger.warn({ jobs: n }, 'retrying jobs whose sender stopped mid-send');
        }
        const job = await this.nextJob();
        if (!job) {
          await this.sleepUntilDue(index);
          continue;
        }
        // Others may be asleep until the next due time: when one job fell due, others may have too.
        if (index === 0) this.wake();
        await this.deliver(job);
      } catch (err) {
        // The database is unreachable or similar: keep the loop alive and try again shortly.
        this.o.logger.error({ err }, 'scheduler iteration failed');
        await this.idle(Math.max(this.o.pollMs, 500));
      }
    }
  }

  /**
   * Nothing to claim: the first sender sleeps until the earliest waiting job is due (at most `idleMaxMs`),
   * the others until woken (new work, or the first sender claiming a job: where one fell due, more may
   * have). An idle instance then runs a few queries per sleep instead of one per sender per `pollMs`.
   */
  private async sleepUntilDue(index: number): Promise<void> {
    const idleMax = this.o.idleMaxMs ?? 30_000;
    if (index !== 0) {
      await this.idle(Infinity);
      return;
    }
    const [next, leaseEnd] = await Promise.all([this.o.jobs.nextRunAt(), this.o.jobs.nextLeaseEnd()]);
    const now = this.o.clock.now().getTime();
    const untilDue = next ? next.getTime() - now : Infinity;
    // A lease that runs out means its sender may have died: the sweep then gives the job back.
    const untilLeaseEnd = leaseEnd ? leaseEnd.getTime() - Date.now() : Infinity;
    const soonest = Math.min(untilDue, untilLeaseEnd);
    // Due but not claimed (another instance holds it, or it was claimed meanwhile): look again soon.
    const pause = Math.min(idleMax, soonest <= 0 ? this.o.pollMs : soonest);
    this.nextLook = now + pause;
    try {
      await this.idle(pause);
    } finally {
      this.nextLook = Infinity;
    }
  }

  /**
   * Claims the next due job. Candidates are read in batches (one query per batch instead of one search
   * per mail) and each is then claimed by id with the same conditional update, so a job another replica
   * took meanwhile is simply skipped.
   */
  private async nextJob(): Promise<JobDoc | null> {
    for (;;) {
      const id = this.candidates.shift();
      if (id) {
        const job = await this.o.jobs.claim(this.owner, this.o.leaseMs, id);
        if (job) return job;
        continue;
      }
      if (this.fetching) {
        await this.fetching;
        if (this.candidates.length) continue;
        return null;
      }
      this.fetching = this.o.jobs.dueCandidates(Math.max(16, this.o.concurrency * 8)).then((ids) => {
        this.candidates.push(...ids);
      });
      try {
        await this.fetching;
      } finally {
        this.fetching = undefined;
      }
      if (!this.candidates.length) return null;
    }
  }

  private async deliver(job: JobDoc): Promise<void> {
    const { jobs, logger, metrics } = this.o;
    const log = logger.child({ job_id: String(job._id), kind: job.kind, attempt: job.attempts });
    if (!isDeliverableAddress(job.to)) {
      await jobs.markFailed(job, `invalid recipient address: ${job.to}`);
      metrics?.mailsFailed.inc({ kind: job.kind });
      log.warn('recipient address is invalid; not sent');
      return;
    }
    const branding = await this.o.branding();
    const content = await this.o.renderers[job.kind](job, branding);
    if ('cancel' in content) {
      await jobs.markCancelled(job, content.cancel);
      log.info({ reason: content.cancel }, 'mail no longer wanted; cancelled');
      return;
    }
    if (job.kind === 'newsletter_delivery') await this.throttle.take();
    try {
      const info = await this.o.mailer.send({
        from: this.o.from,
        to: job.to,
        subject: content.subject,
        html: content.html,
        text: content.text,
        ...(content.replyTo ? { replyTo: content.replyTo } : {}),
        ...(content.headers ? { headers: content.headers } : {}),
        ...attachmentsOf(content, branding),
      });
      this.unreachableStreak = 0;
      if (!(await jobs.markSent(job, info.messageId))) {
        log.warn('sent, but the lease had been taken over; the mail may go twice');
      }
      metrics?.mailsSent.inc({ kind: job.kind });
    } catch (err) {
      const reason = classifySendError(err);
      const error = describeSendError(err);
      metrics?.sendErrors.inc({ kind: job.kind, reason });
      if (reason === 'unreachable') {
        // Not the mail's fault: keep its attempts and hold every sender until the server answers again.
        await jobs.release(job, error);
        this.unreachableStreak += 1;
        const pause = Math.min(this.o.unreachableMaxPauseMs, 250 * 2 ** Math.min(this.unreachableStreak, 10));
        this.pausedUntil = Math.max(this.pausedUntil, Date.now() + pause);
        if (this.unreachableStreak === 1 || this.unreachableStreak % 20 === 0)
          log.warn({ error, pause_ms: pause }, 'SMTP server unreachable; mail kept and retried');
        return;
      }
      this.unreachableStreak = 0;
      if (reason === 'invalid_recipient' || job.attempts >= this.o.maxAttempts) {
        await jobs.markFailed(job, error);
        metrics?.mailsFailed.inc({ kind: job.kind });
        log.warn({ error }, 'mail failed');
        return;
      }
      const delay = this.o.retryBaseMs * 2 ** (job.attempts - 1);
      await jobs.retryAt(job, error, new Date(this.o.clock.now().getTime() + delay));
      log.info({ error, retry_in_ms: delay }, 'send failed; retrying later');
    }
  }
}
