import { Schema, type Connection, type Model, type Types } from 'mongoose';
import { isRole, ROLES, type Role } from '@voltdesk/contracts';
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
  /**
   * What the admin may do. Accounts created before roles existed have none until the data
   * migration (`migrateUserRoles`) makes them owners; `roleOf` reads them the same way meanwhile.
   */
  role?: Role;
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
    role: { type: String, enum: ROLES },
    status: { type: Number, enum: [0, 1], required: true, default: 1 },
    revoked_before: { type: Date, default: null },
    revoked_keep_jti: { type: String, default: null },
  },
  { collection: 'users', timestamps: true, strict: 'throw' },
);
schema.index({ email: 1 }, { unique: true });
schema.index({ user_type: 1, createdAt: -1 });
schema.index({ revoked_before: 1 });
// The last-active-owner checks count these.
schema.index({ role: 1, status: 1 });
schema.plugin(outboxPlugin);

/** The `users` model on this service's connection (created once per connection). */
export function userModel(conn: Connection): UserModel {
  return defineModel(conn, 'User', schema);
}

/**
 * A user's role. Every admin could do everything before roles existed, so an account without one is an
 * owner: nobody loses access on the upgrade, and owners then give the others narrower roles.
 */
export const roleOf = (user: { role?: unknown }): Role => (isRole(user.role) ? user.role : 'owner');

/** Matches the owners, those without a role (see `roleOf`) included. */
export const OWNER_ROLE = { $nin: ['editor', 'clerk'] as Role[] };

/**
 * The data migration of roles: every account without a role becomes an owner (see `roleOf`). Idempotent;
 * run by the pre-deploy migrate Job, or at start where the serving process builds the indexes.
 */
export async function migrateUserRoles(users: UserModel): Promise<number> {
  const result = await users.updateMany(
    { $or: [{ role: { $exists: false } }, { role: null }] },
    { $set: { role: 'owner' } },
  );
  return result.modifiedCount;
}

/** E-mails compare trimmed and lower-cased everywhere (login, register, the unique index). */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
