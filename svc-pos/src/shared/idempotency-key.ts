import { ValidationError } from '@voltdesk/service-kit';

const MAX_IDEMPOTENCY_KEY = 200;

/**
 * The `Idempotency-Key` header, trimmed; undefined when absent or blank. Every keyed call of svc-pos reads
 * it this way (orders, payments, credit notes, invoice and quote mails).
 *
 * @throws ValidationError when longer than MAX_IDEMPOTENCY_KEY.
 */
export function idempotencyKeyOf(header: string | undefined): string | undefined {
  const key = header?.trim() || undefined;
  if (key && key.length > MAX_IDEMPOTENCY_KEY) {
    throw new ValidationError({
      idempotency_key: [`The idempotency key may not be greater than ${MAX_IDEMPOTENCY_KEY} characters.`],
    });
  }
  return key;
}

/** The part of a request's context a keyed call uses: its headers in and out. */
interface HeaderContext {
  get(name: string): string;
  set(name: string, value: string): void;
}

/**
 * Runs a keyed write with the request's `Idempotency-Key` and, when it answers an earlier request's result,
 * says so with `Idempotent-Replayed: true` (the header tells a retry it was one).
 */
export async function withIdempotencyKey<T>(
  ctx: HeaderContext,
  run: (key: string | undefined) => Promise<{ result: T; replayed: boolean }>,
): Promise<T> {
  const { result, replayed } = await run(ctx.get('idempotency-key') || undefined);
  if (replayed) ctx.set('Idempotent-Replayed', 'true');
  return result;
}
