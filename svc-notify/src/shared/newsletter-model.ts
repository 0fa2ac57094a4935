import { Schema, type Connection, type Model } from 'mongoose';

/** A newsletter subscriber as svc-content published it; only `confirmed` ones receive newsletters. */
export interface SubscriberDoc {
  _id: string;
  name: string;
  email: string;
  status: 'pending' | 'confirmed';
  unsubscribe_token: string;
  updated_at: Date;
}

/** A newsletter send request, kept so every delivery renders the same sanitized message. */
export interface NewsletterDoc {
  _id: string;
  subject: string;
  /** Sanitized again here (allowlist), whatever the producer did. */
  message: string;
  requested_at: Date;
  recipients: number;
}

const subscriberSchema = new Schema<SubscriberDoc>(
  {
    _id: String,
    name: String,
    email: String,
    status: { type: String, enum: ['pending', 'confirmed'] },
    unsubscribe_token: String,
    updated_at: Date,
  },
  { collection: 'subscribers', versionKey: false },
);
subscriberSchema.index({ status: 1 });

const newsletterSchema = new Schema<NewsletterDoc>(
  { _id: String, subject: String, message: String, requested_at: Date, recipients: Number },
  { collection: 'newsletters', versionKey: false },
);
newsletterSchema.index({ requested_at: -1 });

export function subscriberModel(conn: Connection): Model<SubscriberDoc> {
  return (
    (conn.models.Subscriber as Model<SubscriberDoc> | undefined) ??
    conn.model<SubscriberDoc>('Subscriber', subscriberSchema)
  );
}

export function newsletterModel(conn: Connection): Model<NewsletterDoc> {
  return (
    (conn.models.Newsletter as Model<NewsletterDoc> | undefined) ??
    conn.model<NewsletterDoc>('Newsletter', newsletterSchema)
  );
}
