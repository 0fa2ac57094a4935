import type { EventDataMap } from '@voltdesk/contracts';
import {
  makeEvent,
  updateIfUnchanged,
  updateWithEvents,
  type ConditionallyWritable,
  type Revisioned,
} from '@voltdesk/service-kit';
import { Types } from 'mongoose';
import { EVENT_SOURCE } from './event-source';

/**
 * "E-mail invoice" and "E-mail quote" record a mail request the same way: svc-pos sends no mail, it keeps a
 * record of the request on the document and, in the same write, publishes the `*.email.requested` event
 * that svc-notify sends the PDF from.
 */

/** A customer link made for a mail: its token (only ever in the mail) and when it stops working. */
export interface IssuedMailLink {
  token: string;
  expires_at: string;
}

/**
 * Makes the customer link a mail carries (customer-links/service.ts, given in app.ts): a new one per mail,
 * which revokes the document's older links, so the newest mail's link is the one that works.
 */
export interface MailLinks {
  issue(kind: 'quote' | 'invoice', documentId: string, adminId: string): Promise<IssuedMailLink>;
}

type MailEventType = 'invoice.email.requested' | 'quote.email.requested';
/** What every mail request event says alike; the rest is the document's (`payload`). */
type CommonFields = 'request_id' | 'to' | 'requested_by' | 'requested_at';

export interface MailRequest<T extends MailEventType> {
  type: T;
  /** The array the request is recorded in (`history` of an order, `emails` of a quote). */
  field: string;
  /** The record pushed onto it. */
  record: object;
  to: string;
  adminId: string;
  now: Date;
  /** The document's ids and its snapshot as the API shows it, for the event. */
  payload: Omit<EventDataMap[T], CommonFields>;
}

/**
 * Pushes the request's record with its event, only on the revision read (so the snapshot sent is the
 * document as stored). The document itself does not change (`updated_at` stays), but `rev` moves as on every write.
 * Resolves to whether it was written; false means the document changed underneath.
 */
export async function recordMailRequest<T extends MailEventType>(
  model: ConditionallyWritable<ReturnType<typeof updateWithEvents>>,
  current: Revisioned,
  { type, field, record, to, adminId, now, payload }: MailRequest<T>,
): Promise<boolean> {
  const id = String(current._id);
  const data = {
    request_id: new Types.ObjectId().toHexString(),
    ...payload,
    to,
    requested_by: adminId,
    requested_at: now.toISOString(),
  };
  // The payload plus the common fields is the event's data; TypeScript does not put a generic Omit back
  // together on its own.
  const event = makeEvent(EVENT_SOURCE, type, id, data as EventDataMap[T], now);
  return updateIfUnchanged(
    model,
    current,
    updateWithEvents({ $push: { [field]: record }, $inc: { rev: 1 } }, event),
  );
}
