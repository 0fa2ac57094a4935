import { Schema, type Connection, type Model } from 'mongoose';
import { defineModel } from '@voltdesk/service-kit';

/** One token revoked by logout; kept until it would have expired anyway (TTL index). */
export interface RevokedTokenDoc {
  /** The token's `jti`. */
  _id: string;
  user_id: string;
  expires_at: Date;
}

export type RevokedTokenModel = Model<RevokedTokenDoc>;

const schema = new Schema<RevokedTokenDoc>(
  {
    _id: { type: String, required: true },
    user_id: { type: String, required: true },
    expires_at: { type: Date, required: true },
  },
  { collection: 'revoked_tokens', versionKey: false, strict: 'throw' },
);
schema.index({ expires_at: 1 }, { expireAfterSeconds: 0 });

/** The `revoked_tokens` model on this service's connection (created once per connection). */
export function revokedTokenModel(conn: Connection): RevokedTokenModel {
  return defineModel(conn, 'RevokedToken', schema);
}
