import { Schema, type Connection, type Model } from 'mongoose';
import { defineModel, outboxPlugin } from '@voltdesk/service-kit';

/**
 * One reset link. Only the token's SHA-256 is kept, so a copy of the database cannot reset anybody's
 * password; the `password_reset.requested` event that mails the link leaves through this document's outbox.
 */
export interface PasswordResetDoc {
  /** SHA-256 (hex) of the token. */
  _id: string;
  user_id: string;
  expires_at: Date;
  /** Set once the link has been used: it never works twice. */
  used_at: Date | null;
  created_at: Date;
}

export type PasswordResetModel = Model<PasswordResetDoc>;

/** Used and expired links are deleted a day after they expire (TTL), long after the mail went out. */
const KEEP_AFTER_EXPIRY_SECONDS = 24 * 3600;

const schema = new Schema<PasswordResetDoc>(
  {
    _id: { type: String, required: true },
    user_id: { type: String, required: true },
    expires_at: { type: Date, required: true },
    used_at: { type: Date, default: null },
    created_at: { type: Date, required: true },
  },
  { collection: 'password_resets', versionKey: false, strict: 'throw' },
);
schema.index({ expires_at: 1 }, { expireAfterSeconds: KEEP_AFTER_EXPIRY_SECONDS });
schema.plugin(outboxPlugin);

export function passwordResetModel(conn: Connection): PasswordResetModel {
  return defineModel(conn, 'PasswordReset', schema);
}
