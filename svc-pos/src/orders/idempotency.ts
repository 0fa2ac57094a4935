import { createHash } from 'node:crypto';
import { ConflictError, isDuplicateKey, type Clock } from '@voltdesk/service-kit';
import type { Types } from 'mongoose';
import type { IdempotencyModel } from './model';

/** How long a repeat waits for the first request with its key to finish. */
const IDEMPOTENCY_WAIT_MS = 10_000;
/** A claim this old without its result belongs to a request that died; a repeat may take it over. */
const IDEMPOTENCY_STALE_MS = 60_000;

/** The hash a key's claim keeps of the request it was first sent with. */
export const requestHash = (request: unknown): string =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

export { idempotencyKeyOf } from '../shared/idempotency-key';

/**
 * `Idempotency-Key` claims (`idempotency_keys`), one namespace for every keyed call (insertOrder, due_pay,
 * creditOrder): the first request with a key claims it before it writes anything, so a repeat (even a
 * concurrent one, on any replica) answers what the first produced instead of writing again.
 */
export class IdempotencyClaims {
  constructor(private readonly deps: { idempotency: IdempotencyModel; clock: Clock }) {}

  /**
   * Claims `key` for a request about to write (`target`: the order it creates or changes). Returns undefined
   * when this request owns the key (go ahead), or what the earlier request with the same key produced
   * (`done`), waiting for it if it is still running. `gone` answers when the claim has disappeared (failed
   * or expired) to find a write that used the key anyway.
   *
   * @throws ConflictError (`conflict`) when the key came with a different body, or its first request is still
   *   running after IDEMPOTENCY_WAIT_MS.
   */
  async claim<T>(
    key: string,
    hash: string,
    target: Types.ObjectId,
    how: {
      done: (target: Types.ObjectId) => Promise<T | undefined>;
      gone: () => Promise<T | undefined>;
      conflict: string;
    },
  ): Promise<T | undefined> {
    const { idempotency } = this.deps;
    const deadline = Date.now() + IDEMPOTENCY_WAIT_MS;
    for (;;) {
      try {
        await idempotency.create({ _id: key, hash, order_id: target, created_at: this.deps.clock.now() });
        return undefined;
      } catch (err) {
        if (!isDuplicateKey(err)) throw err;
      }
      const owner = await idempotency.findById(key).lean();
      if (owner) {
        if (owner.hash !== hash) throw new ConflictError(how.conflict);
        const result = await how.done(owner.order_id);
        if (result) return result;
        if (Date.now() - new Date(owner.created_at).getTime() > IDEMPOTENCY_STALE_MS) {
          await idempotency.deleteOne({ _id: key, order_id: owner.order_id });
          continue;
        }
      } else {
        const result = await how.gone();
        if (result) return result;
        continue;
      }
      if (Date.now() > deadline) {
        throw new ConflictError('A request with this Idempotency-Key is still being processed.');
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  /** Frees a key whose request wrote nothing, so a corrected retry is not refused. */
  async release(key: string, filter: { hash?: string; order_id?: Types.ObjectId }): Promise<void> {
    await this.deps.idempotency.deleteOne({ _id: key, ...filter });
  }
}
