import type { SubscriberData } from '@voltdesk/contracts';

/**
 * Newsletter subscriber `n` as svc-content's `subscriber.added` carries it: reader-<n>@mail.test, with an
 * unsubscribe token, and a confirm token while pending.
 */
export const subscriber = (n: string, status: 'pending' | 'confirmed' = 'confirmed'): SubscriberData => ({
  id: `sub-${n}`,
  name: `Reader ${n}`,
  email: `reader-${n}@mail.test`,
  status,
  unsubscribe_token: `unsub-${n}`,
  ...(status === 'pending' ? { confirm_token: `confirm-${n}` } : {}),
});
