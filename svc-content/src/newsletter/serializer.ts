import type { SubscriberView } from '@voltdesk/contracts';
import type { Lean } from '@voltdesk/service-kit';
import { idOf, iso } from '../shared/serialize';
import type { SubscriberDoc } from './model';

/** The admin subscriber list; tokens never leave the service through the API. */
export const serializeSubscriber = (s: Lean<SubscriberDoc>): SubscriberView => ({
  id: idOf(s),
  name: s.name,
  email: s.email,
  status: s.status,
  created_at: iso(s.created_at),
  confirmed_at: iso(s.confirmed_at),
});
