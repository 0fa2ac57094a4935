import type { CustomerLinkKind } from '@voltdesk/contracts';
import { Schema, type Connection, type Types } from 'mongoose';
import { defineModel } from '../shared/model';

/**
 * One customer link: what its token names. The token is never stored (it is signed, and carries this
 * record's id), so a copy of the database hands nobody a working link.
 */
export interface CustomerLinkDoc {
  _id: Types.ObjectId;
  kind: CustomerLinkKind;
  /** The quote's or the order's id. */
  document_id: string;
  created_at: Date;
  /** The admin whose mail made it. */
  created_by: string;
  expires_at: Date;
  revoked_at: Date | null;
  /** `resent` (a newer link of the same document replaced it), `voided`, `deleted`. */
  revoke_reason: string | null;
  first_opened_at: Date | null;
  last_opened_at: Date | null;
}

const schema = new Schema<CustomerLinkDoc>(
  {
    kind: { type: String, required: true },
    document_id: { type: String, required: true },
    created_at: { type: Date, required: true },
    created_by: { type: String, required: true },
    expires_at: { type: Date, required: true },
    revoked_at: { type: Date, default: null },
    revoke_reason: { type: String, default: null },
    first_opened_at: { type: Date, default: null },
    last_opened_at: { type: Date, default: null },
  },
  { collection: 'customer_links', versionKey: false },
);
// A document's links, newest first (the staff's view; revoking the older ones when a new one is made).
schema.index({ kind: 1, document_id: 1, created_at: -1 });

export const customerLinkModel = (conn: Connection) => defineModel(conn, 'CustomerLink', schema);
export type CustomerLinkModel = ReturnType<typeof customerLinkModel>;
