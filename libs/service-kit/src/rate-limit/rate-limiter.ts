import type { Collection, Connection } from 'mongoose';
import { isDuplicateKey } from '../db/duplicate-key';
import { TooManyRequestsError } from '../errors/http-errors';

interface Counter {
  _id: string;
  count: number;
  expiresAt: Date;
}

/**
 * Fixed-window counters kept in the service's database, so limits hold across restarts and replicas.
 * Expired windows are removed by a TTL index. `hit` is one atomic increment that answers the new count,
 * so callers reserve an attempt *before* doing the work it limits: however many requests race, at most
 * `max` of them get through per window (check-then-count would let every racer pass the check).
 */
export class RateLimiter {
  private readonly counters: Collection<Counter>;
  private indexReady: Promise<unknown> | undefined;

  constructor(
    conn: Connection,
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {
    this.counters = conn.collection<Counter>('rate_limits');
  }

  /**
   * Counts one attempt for `key`.
   * @throws TooManyRequestsError (429 with Retry-After) once the window's budget is spent.
   */
  async hit(key: string, now = new Date()): Promise<void> {
    const counter = await this.increment(key, now);
    if (counter.count > this.max) {
      throw new TooManyRequestsError((counter.expiresAt.getTime() - now.getTime()) / 1000);
    }
  }

  /** @throws TooManyRequestsError when the budget is already spent, without counting an attempt. */
  async check(key: string, now = new Date()): Promise<void> {
    const counter = await this.counters.findOne({ _id: this.id(key), expiresAt: { $gt: now } });
    if (counter && counter.count >= this.max) {
      throw new TooManyRequestsError((counter.expiresAt.getTime() - now.getTime()) / 1000);
    }
  }

  /** Attempts counted in `key`'s current window (0 when none). */
  async count(key: string, now = new Date()): Promise<number> {
    const counter = await this.counters.findOne({ _id: this.id(key), expiresAt: { $gt: now } });
    return counter?.count ?? 0;
  }

  /** Gives back one reserved attempt that turned out not to count (a successful login). */
  async refund(key: string): Promise<void> {
    await this.counters.updateOne({ _id: this.id(key), count: { $gt: 0 } }, { $inc: { count: -1 } });
  }

  async reset(key: string): Promise<void> {
    await this.counters.deleteOne({ _id: this.id(key) });
  }

  private id(key: string): string {
    return `${this.name}:${key}`;
  }

  private async increment(key: string, now: Date): Promise<Counter> {
    this.indexReady ??= this.counters.createIndex({ expiresAt: 1 }, { expireAfterSeconds: 0 });
    await this.indexReady;
    const _id = this.id(key);
    // An expired window (not yet swept by the TTL monitor) starts over.
    await this.counters.deleteOne({ _id, expiresAt: { $lte: now } });
    for (let attempt = 0; ; attempt += 1) {
      try {
        const doc = await this.counters.findOneAndUpdate(
          { _id },
          { $inc: { count: 1 }, $setOnInsert: { expiresAt: new Date(now.getTime() + this.windowMs) } },
          { upsert: true, returnDocument: 'after' },
        );
        return doc as Counter;
      } catch (err) {
        // Two first attempts racing on the upsert: the loser retries and finds the winner's counter.
        if (!isDuplicateKey(err) || attempt > 2) throw err;
      }
    }
  }
}
