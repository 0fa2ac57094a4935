import { Schema, type Connection, type Model } from 'mongoose';

/**
 * What the media library stores with an image besides the file: its alt text. Keyed by the file's name
 * (`<sha256>.<ext>`), so an image uploaded twice has one entry, and an image stored by a form before the
 * library existed simply has none yet (alt '').
 */
export interface MediaDoc {
  file: string;
  alt: string;
  updated_at: Date;
}

const schema = new Schema<MediaDoc>(
  {
    file: { type: String, required: true, unique: true },
    alt: { type: String, default: '' },
    updated_at: { type: Date, required: true },
  },
  { collection: 'media' },
);
schema.index({ alt: 1 });

export type MediaModel = Model<MediaDoc>;
export const mediaModel = (conn: Connection): MediaModel =>
  (conn.models.Media as MediaModel | undefined) ?? conn.model<MediaDoc>('Media', schema);
