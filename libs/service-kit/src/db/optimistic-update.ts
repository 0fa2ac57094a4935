import { ConflictError } from '../errors/http-errors';

/**
 * What an attempt of `optimisticUpdate` answers when its conditional write matched nothing: the document
 * changed between the read and the write, so the decision is made again on a fresh read.
 */
export const CHANGED_SINCE_READ: unique symbol = Symbol('changed since read');
export type ChangedSinceRead = typeof CHANGED_SINCE_READ;

export interface OptimisticUpdate<D, T> {
  /** The document as it is now. Throws (NotFoundError) when there is none; that ends the update. */
  read: () => Promise<D>;
  /**
   * Decides from the document read and writes only if it is unchanged (`updateIfUnchanged`): the answer,
   * or CHANGED_SINCE_READ when the write found it changed. A throw (a ValidationError, a 409 that no retry
   * can cure) ends the update at once. `attempt` counts from 0, for work done only once (a customer record).
   */
  write: (current: D, attempt: number) => Promise<T | ChangedSinceRead>;
  /** Reads to try before giving up: bounded, so a document that never stops changing answers 409. */
  attempts: number;
  /** The 409's message once every attempt lost its race, e.g. 'The order is being changed by someone else.' */
  conflict: string;
}

/**
 * Read, update if unchanged, retry: the optimistic concurrency every revisioned document uses. Each attempt
 * reads the document, decides on what it read and writes conditionally on it; a write that lost a race
 * retries on a fresh read, up to `attempts` times, then the update fails with ConflictError(`conflict`).
 *
 * @throws whatever `read` or `write` throws; ConflictError when every attempt lost its race.
 */
export async function optimisticUpdate<D, T>({
  read,
  write,
  attempts,
  conflict,
}: OptimisticUpdate<D, T>): Promise<T> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    const result = await write(await read(), attempt);
    if (result !== CHANGED_SINCE_READ) return result;
  }
  throw new ConflictError(conflict);
}

/** The one model call `updateIfUnchanged` makes (a mongoose Model's `updateOne`). */
export interface ConditionallyWritable<U> {
  updateOne(
    filter: Record<string, unknown>,
    update: U,
    options?: Record<string, unknown>,
  ): PromiseLike<{ matchedCount: number }>;
}

/** A document read with the revision every write increments. */
export interface Revisioned {
  _id: unknown;
  rev: number;
}

/**
 * One write of `update` on the revision read: the filter is the document's `_id` and `rev` (plus `also`,
 * e.g. "no entry carries this key yet"), so a write computed from a document that changed since matches
 * nothing. The update must move `rev` itself (`$inc: { rev: 1 }` or `$set` of the next revision).
 *
 * @returns whether the document was written.
 */
export async function updateIfUnchanged<U>(
  model: ConditionallyWritable<U>,
  current: Revisioned,
  update: U,
  { also, options }: { also?: Record<string, unknown>; options?: Record<string, unknown> } = {},
): Promise<boolean> {
  const filter = { ...also, _id: current._id, rev: current.rev };
  const { matchedCount } = await (options
    ? model.updateOne(filter, update, options)
    : model.updateOne(filter, update));
  return matchedCount === 1;
}
