import type { Middleware } from 'koa';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  idempotencyKeyHeader,
  type Endpoint,
} from '@voltdesk/contracts';
import { isDuplicateKey } from '../db/duplicate-key';
import { HttpError, ValidationError } from '../errors/http-errors';
import type { Principal } from '../auth/token-verifier';
import type { IdempotencyStore } from './idempotency-store';

/**
 * The request's `Idempotency-Key`, trimmed, checked against the definition's header schema; undefined
 * when absent or blank (the call is then a new one).
 *
 * @throws ValidationError on `idempotency_key` when longer than the schema allows.
 */
export function idempotencyKeyOf(
  def: Pick<Endpoint, 'headers' | 'errors'>,
  header: string,
): string | undefined {
  const { maxLength } = (def.headers?.[IDEMPOTENCY_KEY_HEADER] ?? idempotencyKeyHeader).schema;
  const key = header.trim() || undefined;
  if (key && key.length > maxLength) {
    throw new ValidationError(
      { idempotency_key: [`The idempotency key may not be greater than ${maxLength} characters.`] },
      def.errors,
    );
  }
  return key;
}

/**
 * Runs an `idempotent` endpoint once per key: the first request with a key claims it and stores its
 * answer; a repeat (a double click, a retry after a lost answer, on any replica) gets that answer back with
 * `Idempotent-Replayed: true`, and the handler does not run again. A refusal (a 4xx: nothing was written)
 * frees the key, so a corrected retry goes through. After any other failure the write may have happened,
 * so the key stays claimed; a repeat waits for it, then takes it over once it is stale.
 */
export function idempotencyGuard(name: string, def: Endpoint, store: IdempotencyStore): Middleware {
  return async (ctx, next) => {
    const key = idempotencyKeyOf(def, ctx.get(IDEMPOTENCY_KEY_HEADER));
    if (!key) return next();
    const user = ctx.state.user as Principal | undefined;
    const claim = await store.claim({
      key,
      endpoint: name,
      caller: user?.id ?? '',
      request: { query: ctx.query, body: ctx.request.body ?? null },
    });
    if (!claim.owned) {
      ctx.status = claim.answer.status;
      ctx.body = claim.answer.body;
      ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
      return;
    }
    try {
      await next();
    } catch (err) {
      // A duplicate key is answered as a 422 too (errorMiddleware): refused, nothing written.
      if ((err instanceof HttpError && err.status < 500) || isDuplicateKey(err)) await claim.release();
      throw err;
    }
    // As the client receives it: dates as text, undefined fields gone.
    await claim.settle({ status: ctx.status, body: JSON.parse(JSON.stringify(ctx.body ?? null)) as unknown });
  };
}
