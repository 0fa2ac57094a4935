import { Schema, type Connection, type Model } from 'mongoose';
import { statusSchemaField } from '../shared/status';

/** A linked card of the landing page (Banner & Card screen). */
export interface CardDoc {
  title: string;
  link: string;
  image: string;
  status: number;
}

const schema = new Schema<CardDoc>(
  {
    title: { type: String, required: true },
    link: { type: String, required: true },
    image: { type: String, required: true },
    status: statusSchemaField,
  },
  { collection: 'cards', timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' } },
);

export type CardModel = Model<CardDoc>;
export const cardModel = (conn: Connection): CardModel =>
  (conn.models.Card as CardModel | undefined) ?? conn.model<CardDoc>('Card', schema);
