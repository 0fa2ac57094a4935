import { Schema, type Connection } from 'mongoose';
import { outboxPlugin } from '@voltdesk/service-kit';
import { defineModel } from '../shared/model';

/**
 * A mailed sign-in link to the customer portal. `_id` is the SHA-256 of its token (the token itself is only
 * ever in the mail), so a copy of the database opens nobody's portal. Single use: `used_at` is set by the
 * one conditional write that signs in. The `portal.sign_in.requested` event is written with it.
 */
export interface PortalSignInDoc {
  _id: string;
  customer_id: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  /** The client address that asked (the evidence, should a customer ask who did). */
  requested_from: string;
}

const signInSchema = new Schema<PortalSignInDoc>(
  {
    _id: String,
    customer_id: { type: String, required: true },
    created_at: { type: Date, required: true },
    expires_at: { type: Date, required: true },
    used_at: { type: Date, default: null },
    requested_from: { type: String, default: '' },
  },
  { collection: 'portal_sign_ins', versionKey: false },
);
// Spent and expired links go away by themselves, a day after they stopped working.
signInSchema.index({ expires_at: 1 }, { expireAfterSeconds: 24 * 60 * 60 });
signInSchema.plugin(outboxPlugin);

export const portalSignInModel = (conn: Connection) => defineModel(conn, 'PortalSignIn', signInSchema);
export type PortalSignInModel = ReturnType<typeof portalSignInModel>;

/**
 * A portal session: the cookie's token, hashed like the sign-in link's. Ends at `expires_at` (short, fixed
 * from sign-in) or when the customer signs out (the document is removed).
 */
export interface PortalSessionDoc {
  _id: string;
  customer_id: string;
  created_at: Date;
  expires_at: Date;
}

const sessionSchema = new Schema<PortalSessionDoc>(
  {
    _id: String,
    customer_id: { type: String, required: true },
    created_at: { type: Date, required: true },
    expires_at: { type: Date, required: true },
  },
  { collection: 'portal_sessions', versionKey: false },
);
sessionSchema.index({ expires_at: 1 }, { expireAfterSeconds: 0 });

export const portalSessionModel = (conn: Connection) => defineModel(conn, 'PortalSession', sessionSchema);
export type PortalSessionModel = ReturnType<typeof portalSessionModel>;
