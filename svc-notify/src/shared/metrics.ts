import type { Kafka, Admin } from 'kafkajs';
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Model } from 'mongoose';
import type { Topic } from '@voltdesk/contracts';
import { systemClock, type Clock } from './clock';
import { JOB_KINDS, JOB_STATUSES, type JobDoc } from './jobs';

export interface NotifyMetrics {
  mailsSent: Counter<'kind'>;
  mailsFailed: Counter<'kind'>;
  sendErrors: Counter<'kind' | 'reason'>;
}

/**
 * svc-notify's own metrics, in the service's registry: mails by kind and outcome, the queue by status
 * (read from the database when scraped, so every replica reports the shared queue) and the consumer
 * group's lag per topic (committed offset vs. log end, from the Kafka admin API).
 */
export function createNotifyMetrics(
  registry: Registry,
  sources: {
    jobs: Model<JobDoc>;
    kafka?: Kafka;
    groupId: string;
    topics: readonly Topic[];
    /** The business clock the scheduler uses to decide a job is due (`run_at <= now`). */
    clock?: Clock;
  },
): NotifyMetrics & { close(): Promise<void> } {
  const mailsSent = new Counter({
    name: 'notify_mails_sent_total',
    help: 'Mails accepted by the SMTP server, by kind',
    labelNames: ['kind'],
    registers: [registry],
  });
  const mailsFailed = new Counter({
    name: 'notify_mails_failed_total',
    help: 'Mails recorded as failed (attempts used up or recipient refused), by kind',
    labelNames: ['kind'],
    registers: [registry],
  });
  const sendErrors = new Counter({
    name: 'notify_send_errors_total',
    help: 'Send attempts that failed, by kind and reason (unreachable, invalid_recipient, retry)',
    labelNames: ['kind', 'reason'],
    registers: [registry],
  });
  registerQueueGauges(registry, sources.jobs, sources.clock ?? systemClock);
  const lag = sources.kafka ? registerConsumerLag(registry, sources.kafka, sources) : undefined;
  return {
    mailsSent,
    mailsFailed,
    sendErrors,
    close: async () => {
      await lag?.close();
    },
  };
}

/**
 * The queue by status (read from the database when scraped, so every replica reports the shared queue),
 * and what is due but not yet sent, by kind.
 */
function registerQueueGauges(registry: Registry, jobs: Model<JobDoc>, clock: Clock): void {
  new Gauge({
    name: 'notify_queue_depth',
    help: 'Jobs by status (queued includes jobs not yet due)',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const rows = await jobs.aggregate<{ _id: string; n: number }>([
        { $match: { status: { $in: ['queued', 'sending'] } } },
        { $group: { _id: '$status', n: { $sum: 1 } } },
      ]);
      for (const status of JOB_STATUSES.filter((s) => s === 'queued' || s === 'sending')) {
        this.set({ status }, rows.find((r) => r._id === status)?.n ?? 0);
      }
    },
  });
  // Due and not yet sent, by kind: the backlog a person waits on (an unpaid-invoice alert that should
  // have gone out), which `notify_queue_depth` cannot show because "queued" also holds every job that is
  // not due yet. The {status, run_at} index serves the match.
  const readOverdue = async () => {
    const rows = await jobs.aggregate<{ _id: string; n: number; oldest: Date }>([
      { $match: { status: 'queued', run_at: { $lte: clock.now() } } },
      { $group: { _id: '$kind', n: { $sum: 1 }, oldest: { $min: '$run_at' } } },
    ]);
    return new Map(rows.map((r) => [r._id, r]));
  };
  new Gauge({
    name: 'notify_queue_due',
    help: 'Queued jobs already due (run_at passed) and not yet sent, by kind',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const rows = await readOverdue();
      for (const kind of JOB_KINDS) this.set({ kind }, rows.get(kind)?.n ?? 0);
    },
  });
  new Gauge({
    name: 'notify_queue_oldest_due_seconds',
    help: 'How long the oldest due, unsent job of each kind has waited past its run_at (0: none)',
    labelNames: ['kind'],
    registers: [registry],
    async collect() {
      const rows = await readOverdue();
      const now = clock.now().getTime();
      for (const kind of JOB_KINDS) {
        const oldest = rows.get(kind)?.oldest;
        this.set({ kind }, oldest ? Math.max(0, (now - new Date(oldest).getTime()) / 1000) : 0);
      }
    },
  });
}

/** The consumer group's lag per topic (committed offset vs. log end, from the Kafka admin API). */
function registerConsumerLag(
  registry: Registry,
  kafka: Kafka,
  sources: { groupId: string; topics: readonly Topic[] },
): { close(): Promise<void> } {
  let admin: Admin | undefined;
  let adminReady: Promise<void> | undefined;
  new Gauge({
    name: 'notify_consumer_lag',
    help: 'Records not yet consumed by the notify consumer group, per topic',
    labelNames: ['topic'],
    registers: [registry],
    async collect() {
      try {
        admin ??= kafka.admin();
        adminReady ??= admin.connect();
        await adminReady;
        const lags = await consumerLag(admin, sources.groupId, sources.topics);
        for (const [topic, lag] of Object.entries(lags)) this.set({ topic }, lag);
      } catch {
        adminReady = undefined; // reconnect on the next scrape; the broker may be back
      }
    },
  });
  return {
    close: async () => {
      if (admin && adminReady) await admin.disconnect().catch(() => undefined);
    },
  };
}

/** Sum over partitions of (log end offset - committed offset); an uncommitted partition counts from 0. */
export async function consumerLag(
  admin: Admin,
  groupId: string,
  topics: readonly Topic[],
): Promise<Record<string, number>> {
  const committed = await admin.fetchOffsets({ groupId, topics: [...topics] });
  const result: Record<string, number> = {};
  for (const topic of topics) {
    const ends = await admin.fetchTopicOffsets(topic);
    const mine = committed.find((c) => c.topic === topic)?.partitions ?? [];
    result[topic] = ends.reduce((sum, p) => {
      const done = Number(mine.find((m) => m.partition === p.partition)?.offset ?? -1);
      const start = Number(p.low);
      return sum + Math.max(0, Number(p.high) - (done >= 0 ? done : start));
    }, 0);
  }
  return result;
}
