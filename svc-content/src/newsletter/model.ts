import { Schema, type Connection, type Model } from 'mongoose';
import { outboxPlugin } from '@voltdesk/service-kit';

export type SubscriberStatus = 'pending' | 'confirmed';

/**
 * A newsletter subscriber. `email_key` (the lower-cased address) is unique while the subscriber exists; a
 * removed subscriber is a tombstone until its event is published, and drops `email_key` so the address can
 * subscribe again at once.
 */
export interface SubscriberDoc {
  name: string;
  email: string;
  email_key?: string;
  status: SubscriberStatus;
  confirm_token?: string;
  unsubscribe_token: string;
  created_at: Date;
  confirmed_at?: Date;
}

const subscriberSchema = new Schema<SubscriberDoc>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    email_key: { type: String },
    status: { type: String, enum: ['pending', 'confirmed'], required: true },
    confirm_token: { type: String },
    unsubscribe_token: { type: String, required: true, unique: true },
    created_at: { type: Date, required: true },
    confirmed_at: { type: Date },
  },
  { collection: 'subscribers' },
);
subscriberSchema.index({ email_key: 1 }, { unique: true, sparse: true });
subscriberSchema.index({ confirm_token: 1 }, { unique: true, sparse: true });
subscriberSchema.plugin(outboxPlugin);

/** A newsletter send request; svc-notify does the sending. */
export interface NewsletterDoc {
  subject: string;
  message: string;
  requested_by: string;
  created_at: Date;
}

const newsletterSchema = new Schema<NewsletterDoc>(
  {
    subject: { type: String, required: true },
    message: { type: String, required: true },
    requested_by: { type: String, default: '' },
    created_at: { type: Date, required: true },
  },
  { collection: 'newsletters' },
);
newsletterSchema.plugin(outboxPlugin);

export type SubscriberModel = Model<SubscriberDoc>;
export type NewsletterModel = Model<NewsletterDoc>;
export const subscriberModel = (conn: Connection): SubscriberModel =>
  (conn.models.Subscriber as SubscriberModel | undefined) ??
  conn.model<SubscriberDoc>('Subscriber', subscriberSchema);
export const newsletterModel = (conn: Connection): NewsletterModel =>
  (conn.models.Newsletter as NewsletterModel | undefined) ??
  conn.model<NewsletterDoc>('Newsletter', newsletterSchema);
