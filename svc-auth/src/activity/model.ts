import { Schema, type Connection, type Model } from 'mongoose';
import type { ActivityActor, ActivityServiceName, Role } from '@voltdesk/contracts';
import { defineModel } from '@voltdesk/service-kit';

/** One admin write (or customer's online action) as the activity log keeps it; `_id` is the event id, so a redelivery stores nothing. */
export interface ActivityDoc {
  _id: string;
  admin_id: string;
  /** As the admin was called when the entry was stored (a later rename does not rewrite history). */
  admin_name: string | null;
  admin_email: string | null;
  /** An admin's write, or a customer's own online action (then `admin_name` is the customer's). */
  actor?: ActivityActor;
  /** The admin's role; null for a customer's action. */
  role: Role | null;
  service: ActivityServiceName;
  endpoint: string;
  method: string;
  path: string;
  target: string | null;
  label: string | null;
  status: number;
  request_id: string | null;
  at: Date;
}

export type ActivityModel = Model<ActivityDoc>;

/**
 * How long the log keeps an entry: 400 days, so a year ago today and a little more is always there, and
 * the collection stays bounded (MongoDB's TTL monitor deletes older entries, within a minute or so).
 */
export const ACTIVITY_RETENTION_DAYS = 400;

const schema = new Schema<ActivityDoc>(
  {
    _id: { type: String, required: true },
    admin_id: { type: String, required: true },
    admin_name: { type: String, default: null },
    admin_email: { type: String, default: null },
    actor: { type: String, default: 'admin' },
    role: { type: String, default: null },
    service: { type: String, required: true },
    endpoint: { type: String, required: true },
    method: { type: String, required: true },
    path: { type: String, required: true },
    target: { type: String, default: null },
    label: { type: String, default: null },
    status: { type: Number, required: true },
    request_id: { type: String, default: null },
    at: { type: Date, required: true },
  },
  { collection: 'admin_activity', versionKey: false, strict: 'throw' },
);
schema.index({ at: 1 }, { expireAfterSeconds: ACTIVITY_RETENTION_DAYS * 24 * 3600 });
// The screen's filters, newest first: by admin, by service, or neither, each within a date range.
schema.index({ admin_id: 1, at: -1 });
schema.index({ service: 1, at: -1 });

export function activityModel(conn: Connection): ActivityModel {
  return defineModel(conn, 'AdminActivity', schema);
}
