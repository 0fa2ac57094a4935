import type { Producer } from 'kafkajs';
import type { Model } from 'mongoose';
import type { Logger } from 'pino';
import type { ServiceMetrics } from '../app/metrics';
import type { OutboxRecord } from './make-event';
import { OUTBOX_WRITTEN } from './outbox-plugin';
import { REQUEST_ID_HEADER } from '../tracing';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the relay serves models of any document type
export type OutboxModel = Model<any>;

interface PendingDoc {
  _id: unknown;
  _outbox?: OutboxRecord[];
  _deleted?: Date;
}

export interface OutboxRelayOptions {
  /** Every model that uses `outboxPlugin`. */
  models: readonly OutboxModel[];
  producer: Producer;
  logger: Logger;
  metrics?: ServiceMetrics;
  /** Poll interval when idle; a write that adds events wakes the relay at once (`OUTBOX_WRITTEN`). */
  intervalMs?: number;
  /**
   * Longest poll interval: each pass that finds nothing doubles the interval from `intervalMs` up to this.
   * Polls only find events written by another process (a seed, a replica that died before its pass);
   * this process's own writes wake the relay at once.
   */
  idleMaxMs?: number;
  batchSize?: number;
}

/**
 * The Kafka record headers of an outbox record: its event id, the trace context of the write that caused it
 * (W3C `traceparent`, tracing on only) and that write's request id (`x-request-id`).
 */
export function recordHeaders(record: OutboxRecord): Record<string, string> {
  return {
    'event-id': record.id,
    ...(record.trace ? { traceparent: record.trace } : {}),
    ...(record.requestId ? { [REQUEST_ID_HEADER]: record.requestId } : {}),
  };
}

/**
 * Publishes outbox events to Kafka and clears them: at least once, in each document's order. While the
 * broker is down it keeps the events and retries with backoff; user requests never wait for it.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private again = false;
  private failures = 0;
  /** Passes in a row that found nothing to publish. */
  private emptyPasses = 0;
  /** Whether the last pass found a pending document. */
  private published = false;

  constructor(private readonly options: OutboxRelayOptions) {}

  start(): void {
    this.stopped = false;
    for (const model of this.options.models) model.on(OUTBOX_WRITTEN, this.wake);
    this.schedule(0);
  }

  /** Asks for a pass soon: fired by the outbox plugin's hooks after a write that added events. */
  readonly wake = (): void => {
    if (this.stopped) return;
    this.emptyPasses = 0;
    if (this.running) this.again = true;
    else this.schedule(0);
  };

  /** Publishes everything pending, retrying until `timeoutMs`; resolves true when the outbox is empty. */
  async flush(timeoutMs = 5000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      await this.running;
      if ((await this.passOnce()) === 0) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  }

  async stop(flushTimeoutMs = 5000): Promise<void> {
    this.stopped = true;
    for (const model of this.options.models) model.off(OUTBOX_WRITTEN, this.wake);
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await this.flush(flushTimeoutMs);
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.loop().finally(() => {
        this.running = undefined;
      });
    }, delayMs);
    this.timer.unref();
  }

  private async loop(): Promise<void> {
    let remaining = 0;
    try {
      remaining = await this.passOnce();
      this.emptyPasses = remaining > 0 || this.published ? 0 : this.emptyPasses + 1;
      if (this.failures > 0) this.options.logger.info({ after: this.failures }, 'outbox relay recovered');
      this.failures = 0;
    } catch (err) {
      this.failures += 1;
      // Log the first failure of a streak and then every 20th, not every retry.
      if (this.failures === 1 || this.failures % 20 === 0) {
        this.options.logger.warn({ err, failures: this.failures }, 'outbox relay cannot publish; will retry');
      }
    }
    if (this.stopped) return;
    const base = this.options.intervalMs ?? 500;
    const idle = Math.min(
      Math.max(base, this.options.idleMaxMs ?? 30_000),
      base * 2 ** Math.min(Math.max(this.emptyPasses - 1, 0), 16),
    );
    const backoff = Math.min(10_000, 200 * 2 ** Math.min(this.failures, 6));
    const next = this.failures > 0 ? backoff : remaining > 0 || this.again ? 0 : idle;
    this.again = false;
    this.schedule(next);
  }

  /** One pass over every model; returns how many documents still have events. Throws if Kafka fails. */
  private async passOnce(): Promise<number> {
    const { models, producer, metrics } = this.options;
    const batchSize = this.options.batchSize ?? 100;
    let remaining = 0;
    let oldest: number | undefined;
    this.published = false;
    for (const model of models) {
      // The raw collection: the plugin's query hooks hide tombstones, and the relay must see them.
      const collection = model.collection;
      const docs = (await collection
        .find({ _pending: true }, { projection: { _outbox: 1, _deleted: 1 } })
        .limit(batchSize)
        .toArray()) as unknown as PendingDoc[];
      for (const doc of docs) {
        const records = doc._outbox ?? [];
        this.published = true;
        if (records.length > 0) {
          const at = records[0]?.at ? new Date(records[0].at).getTime() : Date.now();
          oldest = oldest === undefined ? at : Math.min(oldest, at);
          // Sequential sends keep one aggregate's events in order (same key, same partition).
          for (const record of records) {
            await producer.send({
              topic: record.topic,
              acks: -1,
              messages: [
                {
                  key: record.key,
                  value: record.value,
                  headers: recordHeaders(record),
                },
              ],
            });
          }
          await collection.updateOne(
            { _id: doc._id } as never,
            { $pull: { _outbox: { id: { $in: records.map((r) => r.id) } } } } as never,
          );
        }
        // Clear the flag only if no new event arrived meanwhile; drop a tombstone once its events are out.
        if (doc._deleted) {
          await collection.deleteOne({ _id: doc._id, _outbox: { $size: 0 } } as never);
        } else {
          await collection.updateOne(
            { _id: doc._id, _outbox: { $size: 0 } } as never,
            {
              $unset: { _pending: '', _outbox: '' },
            } as never,
          );
        }
      }
      remaining += await collection.countDocuments({ _pending: true });
    }
    if (metrics) {
      metrics.outboxLagSeconds.set(oldest === undefined ? 0 : (Date.now() - oldest) / 1000);
      metrics.outboxPending.set(remaining);
    }
    return remaining;
  }
}
