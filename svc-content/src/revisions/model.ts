import type { RevisionKind } from '@voltdesk/contracts';
import { Schema, type Connection, type Model } from 'mongoose';

/** One save of a post, page, banner page or service page: the record as stored after it. */
export interface RevisionDoc {
  kind: RevisionKind;
  record_id: string;
  /** The stored fields less `_id` and the timestamps. */
  snapshot: Record<string, unknown>;
  admin_id: string;
  at: Date;
}

const schema = new Schema<RevisionDoc>(
  {
    kind: { type: String, required: true },
    record_id: { type: String, required: true },
    snapshot: { type: Schema.Types.Mixed, required: true },
    admin_id: { type: String, default: '' },
    at: { type: Date, required: true },
  },
  // `minimize: false` keeps empty values of the snapshot (an empty SEO title is a value to restore).
  { collection: 'revisions', minimize: false },
);
schema.index({ kind: 1, record_id: 1, at: -1, _id: -1 });

export type RevisionModel = Model<RevisionDoc>;
export const revisionModel = (conn: Connection): RevisionModel =>
  (conn.models.Revision as RevisionModel | undefined) ?? conn.model<RevisionDoc>('Revision', schema);
