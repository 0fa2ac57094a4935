import { Schema, type Connection, type Types } from 'mongoose';
import { defineModel } from '../shared/model';

export interface CustomerDoc {
  _id: Types.ObjectId;
  name: string;
  /** As last typed. */
  phone: string;
  /** `normalizePhone(phone)`: the unique key a customer is found by. */
  phone_key: string;
  email: string;
  address: string | null;
  created_at: Date;
  updated_at: Date;
}

const schema = new Schema<CustomerDoc>(
  {
    name: { type: String, required: true },
    phone: { type: String, required: true },
    phone_key: { type: String, required: true, unique: true },
    email: { type: String, required: true },
    address: { type: String, default: null },
  },
  { timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, collection: 'customers' },
);
schema.index({ name: 1 });

export const customerModel = (conn: Connection) => defineModel(conn, 'Customer', schema);
export type CustomerModel = ReturnType<typeof customerModel>;
