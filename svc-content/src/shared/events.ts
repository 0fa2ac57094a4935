import type { EventDataMap, EventEnvelope, EventType } from '@voltdesk/contracts';
import { makeEvent } from '@voltdesk/service-kit';

export const SOURCE = 'svc-content';

/** An event of this service (envelope per docs/architecture.md section 5). */
export function contentEvent<T extends EventType>(
  type: T,
  subject: string,
  data: EventDataMap[T],
  now?: Date,
): EventEnvelope<T> {
  return makeEvent(SOURCE, type, subject, data, now);
}
