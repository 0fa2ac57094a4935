import type { EventDataMap, EventType } from '@voltdesk/contracts';
import { makeEvent } from '@voltdesk/service-kit';

export const EVENT_SOURCE = 'svc-auth';

/** An auth event about one user; the user id is the subject and the Kafka key, so a user's events stay in order. */
export const userEvent = <T extends EventType>(type: T, userId: string, data: EventDataMap[T], now?: Date) =>
  makeEvent(EVENT_SOURCE, type, userId, data, now);
