import { Schema, type Connection, type Types } from 'mongoose';
import type { LeadDay, LeadStatus } from '@voltdesk/contracts';
import { outboxPlugin } from '@voltdesk/service-kit';
import { defineModel } from '../shared/model';

/** A job request from the site, worked at the POS (new, quoted, won, lost). */
export interface LeadDoc {
  _id: Types.ObjectId;
  status: LeadStatus;
  service: string;
  description: string;
  address: string;
  postcode: string;
  preferred_days: LeadDay[];
  /** `/media/pos/<sha256>.<ext>` of each photo. */
  photos: string[];
  name: string;
  phone: string;
  email: string;
  customer_id: string | null;
  quote_id: string | null;
  quote_no: number | null;
  /** Set while a quote is being made from the lead (one at a time); null otherwise. */
  quoting_at: Date | null;
  status_changed_at: Date | null;
  status_changed_by: string | null;
  created_at: Date;
  updated_at: Date;
}

const schema = new Schema<LeadDoc>(
  {
    status: { type: String, required: true },
    service: { type: String, required: true },
    description: { type: String, required: true },
    address: { type: String, required: true },
    postcode: { type: String, required: true },
    preferred_days: { type: [String], default: [] },
    photos: { type: [String], default: [] },
    name: { type: String, required: true },
    phone: { type: String, required: true },
    email: { type: String, required: true },
    customer_id: { type: String, default: null },
    quote_id: { type: String, default: null },
    quote_no: { type: Number, default: null },
    quoting_at: { type: Date, default: null },
    status_changed_at: { type: Date, default: null },
    status_changed_by: { type: String, default: null },
    created_at: { type: Date, required: true },
    updated_at: { type: Date, required: true },
  },
  { collection: 'leads' },
);
// The list: newest first, all or by status.
schema.index({ created_at: -1 });
schema.index({ status: 1, created_at: -1 });
schema.plugin(outboxPlugin);

export const leadModel = (conn: Connection) => defineModel(conn, 'Lead', schema);
export type LeadModel = ReturnType<typeof leadModel>;

/** A request form opened (`leadFormToken`): when, so a request sent within seconds can be told apart. */
export interface LeadFormTokenDoc {
  _id: Types.ObjectId;
  issued_at: Date;
}

/** How long an opened form may wait before it is sent. */
export const FORM_TOKEN_TTL_SECONDS = 24 * 60 * 60;

const tokenSchema = new Schema<LeadFormTokenDoc>(
  { issued_at: { type: Date, required: true } },
  { collection: 'lead_form_tokens' },
);
// Tokens of forms never sent go away by themselves.
tokenSchema.index({ issued_at: 1 }, { expireAfterSeconds: FORM_TOKEN_TTL_SECONDS });

export const leadFormTokenModel = (conn: Connection) => defineModel(conn, 'LeadFormToken', tokenSchema);
export type LeadFormTokenModel = ReturnType<typeof leadFormTokenModel>;
