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
