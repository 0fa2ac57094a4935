import { Schema, type Connection, type Model } from 'mongoose';
import { outboxPlugin } from '@voltdesk/service-kit';

/** One setup entry: a key (spec section 3 spelling) and its value object. */
export interface SetupDoc {
  key: string;
  value: Record<string, unknown>;
  updated_at: Date;
}

const schema = new Schema<SetupDoc>(
  {
    key: { type: String, required: true, unique: true },
    value: { type: Schema.Types.Mixed, default: {} },
    updated_at: { type: Date, default: () => new Date() },
  },
  { collection: 'setups', minimize: false },
);
schema.plugin(outboxPlugin);

export type SetupModel = Model<SetupDoc>;
export const setupModel = (conn: Connection): SetupModel =>
  (conn.models.Setup as SetupModel | undefined) ?? conn.model<SetupDoc>('Setup', schema);
