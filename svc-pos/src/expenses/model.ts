import { Schema, type Connection, type Types } from 'mongoose';
import { defineModel } from '../shared/model';

/** A purchase of the business, in integer pence like every amount svc-pos stores. */
export interface ExpenseDoc {
  _id: Types.ObjectId;
  /** The receipt's date, `YYYY-MM-DD`: the VAT quarter it falls in is read from it as written. */
  date: string;
  supplier: string;
  description: string;
  net_pence: number;
  vat_pence: number;
  /** The receipt image's path under /media/pos/, or absent. */
  receipt?: string | null;
  created_at: Date;
  updated_at: Date;
}

const schema = new Schema<ExpenseDoc>(
  {
    date: { type: String, required: true },
    supplier: { type: String, required: true },
    description: { type: String, default: '' },
    net_pence: { type: Number, required: true },
    vat_pence: { type: Number, required: true },
    receipt: { type: String, default: null },
  },
  { timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, collection: 'expenses' },
);
// The list is newest first, and a quarter's purchases are a range of dates.
schema.index({ date: -1, _id: -1 });

export const expenseModel = (conn: Connection) => defineModel(conn, 'Expense', schema);
export type ExpenseModel = ReturnType<typeof expenseModel>;
