import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { defineModel, outboxPlugin } from '@voltdesk/service-kit';

/** An account (the spec's "admin user"). */
export interface UserDoc {
  _id: Types.ObjectId;
  name: string;
  /** Stored trimmed and lower-cased; unique. */
  email: string;
  /** argon2id; `select: false`, read only where a password is checked. */
  password_hash: string;
  /** Public URL of the avatar (`/media/auth/<sha256>.<ext>`), or null for the default picture. */
  avatar: string | null;
  user_type: string;
  /** 1 Active, 0 Inactive. */
  status: 0 | 1;
  /**
   * Set by a deactivation, a password change or "sign out everywhere": every token issued up to this
   * instant is revoked ...
   */
  revoked_before?: Date | null;
  /** ... except this one (the session that changed the password); null otherwise. */
  revoked_keep_jti?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type UserModel = Model<UserDoc>;

const schema = new Schema<UserDoc>(
  {
    name: { type: String, required: true, maxlength: 100 },
    email: { type: String, required: true, lowercase: true, trim: true, maxlength: 254 },
    password_hash: { type: String, required: true, select: false },
    avatar: { type: String, default: null },
    user_type: { type: String, required: true, default: 'admin' },
    status: { type: Number, enum: [0, 1], required: true, default: 1 },
    revoked_before: { type: Date, default: null },
    revoked_keep_jti: { type: String, default: null },
  },
  { collection: 'users', timestamps: true, strict: 'throw' },
);
schema.index({ email: 1 }, { unique: true });
schema.index({ user_type: 1, createdAt: -1 });
schema.index({ revoked_before: 1 });
schema.plugin(outboxPlugin);

/** The `users` model on this service's connection (created once per connection). */
export function userModel(conn: Connection): UserModel {
  return defineModel(conn, 'User', schema);
}

/** E-mails compare trimmed and lower-cased everywhere (login, register, the unique index). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
