import { TooManyRequestsError } from '@voltdesk/service-kit';

/**
 * Runs a rate-limiter call and turns its 429 into one with `message(minutes)`, keeping the Retry-After.
 * @throws TooManyRequestsError when the budget is spent.
 */
export async function withLockoutMessage(
  attempt: () => Promise<void>,
  message: (minutes: number) => string,
): Promise<void> {
  try {
    await attempt();
  } catch (err) {
    if (!(err instanceof TooManyRequestsError)) throw err;
    const seconds = Number(err.headers['Retry-After']) || 60;
    const minutes = Math.max(1, Math.ceil(seconds / 60));
    throw new TooManyRequestsError(seconds, message(minutes));
  }
}

export const minutesText = (n: number): string => `${n} ${n === 1 ? 'minute' : 'minutes'}`;
