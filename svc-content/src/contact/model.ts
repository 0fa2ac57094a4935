import { Schema, type Connection, type Model } from 'mongoose';
import { outboxPlugin } from '@voltdesk/service-kit';

/** A contact-form message, kept and emitted as `contact.received` (svc-notify mails it on). */
export interface ContactDoc {
  name: string;
  email: string;
  phone: string;
  message: string;
  created_at: Date;
}

const schema = new Schema<ContactDoc>(
  {
    name: { type: String, required: true },
    email: { type: String, required: true },
    phone: { type: String, required: true },
    message: { type: String, required: true },
    created_at: { type: Date, required: true },
  },
  { collection: 'contacts' },
);
schema.plugin(outboxPlugin);

export type ContactModel = Model<ContactDoc>;
export const contactModel = (conn: Connection): ContactModel =>
  (conn.models.Contact as ContactModel | undefined) ?? conn.model<ContactDoc>('Contact', schema);
