import { Schema, type Connection, type Types } from 'mongoose';
import { defineModel } from '../shared/model';

export interface CategoryDoc {
  _id: Types.ObjectId;
  name: string;
  /** Lower-cased name: names are unique ignoring case ("Repairs" and "repairs" are one category). */
  name_key: string;
  created_at: Date;
  updated_at: Date;
}

const schema = new Schema<CategoryDoc>(
  {
    name: { type: String, required: true },
    name_key: { type: String, required: true, unique: true },
  },
  { timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, collection: 'categories' },
);
schema.index({ name: 1 });

export const categoryModel = (conn: Connection) => defineModel(conn, 'Category', schema);
export type CategoryModel = ReturnType<typeof categoryModel>;
export const nameKey = (name: string) => name.trim().toLocaleLowerCase('en-GB');
