import { randomBytes } from 'node:crypto';
import type { ListQuery, SendNewsletterRequest, SubscribeRequest, SubscriberView } from '@voltdesk/contracts';
import {
  isDuplicateKey,
  NotFoundError,
  pushEvents,
  tombstoneWithEvents,
  updateWithEvents,
  withEvents,
} from '@voltdesk/service-kit';
import type { Clock } from '../shared/clock';
import { findPage, type Page } from '@voltdesk/service-kit';
import { contentEvent } from '../shared/events';
import { requiredRichText } from '../shared/sanitize';
import type { NewsletterModel, SubscriberDoc, SubscriberModel } from './model';
import { serializeSubscriber } from './serializer';

export interface NewsletterDeps {
  subscribers: SubscriberModel;
  newsletters: NewsletterModel;
  clock: Clock;
  /** Subscribers stay pending until they follow the confirmation link (NEWSLETTER_DOUBLE_OPT_IN). */
  doubleOptIn: boolean;
}

const token = () => randomBytes(24).toString('base64url');

type SubscriberLean = SubscriberDoc & { _id: unknown };
const eventData = (s: SubscriberLean) => ({
  id: String(s._id),
  name: s.name,
  email: s.email,
  status: s.status,
  unsubscribe_token: s.unsubscribe_token,
  ...(s.status === 'pending' && s.confirm_token ? { confirm_token: s.confirm_token } : {}),
});

/** Subscribers (double opt-in, unsubscribe links) and newsletter send requests. */
export class NewsletterService {
  constructor(private readonly deps: NewsletterDeps) {}

  /**
   * Adds a subscriber (pending with a confirmation token when double opt-in is on) and emits
   * `subscriber.added`. Subscribing an address that is already subscribed adds nobody; while it is still
   * pending, `subscriber.added` is emitted again with the same tokens, so a lost confirmation mail can be
   * asked for again (the per-address rate limit bounds how often).
   */
  async subscribe(body: SubscribeRequest): Promise<void> {
    const emailKey = body.email.toLowerCase();
    const existing = await this.deps.subscribers.findOne({ email_key: emailKey }).lean();
    if (existing) {
      if (existing.status !== 'pending') return;
      const again = contentEvent('subscriber.added', String(existing._id), eventData(existing));
      await this.deps.subscribers.updateOne({ _id: existing._id, status: 'pending' }, pushEvents(again));
      return;
    }
    const { doubleOptIn, clock } = this.deps;
    const doc = new this.deps.subscribers({
      name: body.name,
      email: body.email,
      email_key: emailKey,
      status: doubleOptIn ? 'pending' : 'confirmed',
      confirm_token: doubleOptIn ? token() : undefined,
      unsubscribe_token: token(),
      created_at: clock.now(),
      confirmed_at: doubleOptIn ? undefined : clock.now(),
    });
    doc.set(withEvents(contentEvent('subscriber.added', doc.id as string, eventData(doc.toObject()))));
    try {
      await doc.save();
    } catch (err) {
      // Two sign-ups of one address at once: the other one won, which is the outcome we want.
      if (isDuplicateKey(err)) return;
      throw err;
    }
  }

  /**
   * Confirms the subscriber named by a confirmation token. Idempotent: a button pressed twice still reads
   * as confirmed. 'invalid' for a token nobody holds (mistyped, cut short, or
   * its subscriber has since unsubscribed).
   */
  async confirm(confirmToken: string): Promise<'confirmed' | 'invalid'> {
    const doc = await this.deps.subscribers.findOne({ confirm_token: confirmToken }).lean();
    if (!doc) return 'invalid';
    if (doc.status === 'confirmed') return 'confirmed';
    const now = this.deps.clock.now();
    const confirmed = { ...doc, status: 'confirmed' as const };
    const event = contentEvent('subscriber.confirmed', String(doc._id), eventData(confirmed), now);
    await this.deps.subscribers.updateOne(
      { _id: doc._id, status: 'pending' },
      updateWithEvents({ $set: { status: 'confirmed', confirmed_at: now } }, event),
    );
    return 'confirmed';
  }

  /**
   * Where a confirmation token stands, read only (the link's GET changes nothing): 'pending' until its
   * subscriber confirms, 'invalid' for a token nobody holds.
   */
  async confirmationOf(confirmToken: string): Promise<'pending' | 'confirmed' | 'invalid'> {
    const doc = await this.deps.subscribers.findOne({ confirm_token: confirmToken }, { status: 1 }).lean();
    return doc ? doc.status : 'invalid';
  }

  /** Whether a subscriber holds this unsubscribe token (a read only: the link's GET changes nothing). */
  async holdsUnsubscribeToken(unsubscribeToken: string): Promise<boolean> {
    return (await this.deps.subscribers.exists({ unsubscribe_token: unsubscribeToken })) !== null;
  }

  /**
   * Removes the subscriber named by an unsubscribe token. 'invalid' for a token nobody holds, which is
   * also what a link already used reads as (the subscriber, and so the token, are gone).
   */
  async unsubscribe(unsubscribeToken: string): Promise<'unsubscribed' | 'invalid'> {
    const doc = await this.deps.subscribers
      .findOne({ unsubscribe_token: unsubscribeToken }, { _id: 1 })
      .lean();
    if (!doc) return 'invalid';
    try {
      await this.remove(String(doc._id));
    } catch (err) {
      // Removed between the read and the write (the same link twice at once): the other click did it.
      if (err instanceof NotFoundError) return 'invalid';
      throw err;
    }
    return 'unsubscribed';
  }

  /** Newest first; `search` looks in names and addresses. */
  async list(query: ListQuery): Promise<Page<SubscriberView>> {
    const { docs, meta } = await findPage(this.deps.subscribers, query, {
      searchIn: ['name', 'email'],
      sort: { created_at: -1, _id: -1 },
    });
    return { items: docs.map(serializeSubscriber), meta };
  }

  /** Deletes a subscriber (tombstone carrying `subscriber.removed`). @throws NotFoundError */
  async remove(id: string): Promise<void> {
    const doc = await this.deps.subscribers.findOne({ _id: id }, { email: 1 }).lean();
    if (!doc) throw new NotFoundError('Subscriber not found.');
    const event = contentEvent('subscriber.removed', id, { id, email: doc.email });
    const update = tombstoneWithEvents(event);
    const done = await this.deps.subscribers.updateOne({ _id: id }, { ...update, $unset: { email_key: '' } });
    if (done.modifiedCount === 0) throw new NotFoundError('Subscriber not found.');
  }

  /**
   * Stores a send request and emits `newsletter.requested` with the sanitized message, in one insert. A
   * double click or a retry is the `Idempotency-Key` store's (service-kit): one request, one newsletter.
   */
  async requestSend(body: SendNewsletterRequest, requestedBy: string): Promise<{ id: string }> {
    const message = requiredRichText(body.message, 'message');
    const doc = new this.deps.newsletters({
      subject: body.subject,
      message,
      requested_by: requestedBy,
      created_at: this.deps.clock.now(),
    });
    const id = doc.id as string;
    doc.set(withEvents(contentEvent('newsletter.requested', id, { id, subject: body.subject, message })));
    await doc.save();
    return { id };
  }
}
