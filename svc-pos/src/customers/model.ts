import { Schema, type Connection, type Types } from 'mongoose';
import type { EndUserStatus } from '@voltdesk/contracts';
import { defineModel } from '../shared/model';

export interface CustomerDoc {
  _id: Types.ObjectId;
  name: string;
  /** As last typed. */
  phone: string;
  /** `normalizePhone(phone)`: the unique key a customer is found by. */
  phone_key: string;
  /**
   * `phoneDigits(phone)`: the number without spacing, +44 or 0 prefix, searched by any part of it.
   * Absent on customers saved before it until the start-up migration fills it (migrate.ts).
   */
  phone_digits?: string;
  email: string;
  address: string | null;
  /** The domestic reverse charge (svc-pos/src/reverse-charge): absent on customers saved before it. */
  vat_registered?: boolean;
  cis_registered?: boolean;
  end_user_status?: EndUserStatus;
  /** The CIS rate this contractor deducts from labour (20, 30, 0); null or absent: none. */
  cis_rate?: 20 | 30 | 0 | null;
  created_at: Date;
  updated_at: Date;
}

const schema = new Schema<CustomerDoc>(
  {
    name: { type: String, required: true },
    phone: { type: String, required: true },
    phone_key: { type: String, required: true, unique: true },
    phone_digits: { type: String },
    email: { type: String, required: true },
    address: { type: String, default: null },
    vat_registered: { type: Boolean },
    cis_registered: { type: Boolean },
    end_user_status: { type: String },
    cis_rate: { type: Number, default: null },
  },
  { timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, collection: 'customers' },
);
schema.index({ name: 1 });
// The look-up by number however it was typed (equality), and the list's search by any part of a number (a
// regex over this index's keys, never over the documents).
schema.index({ phone_digits: 1 });

export const customerModel = (conn: Connection) => defineModel(conn, 'Customer', schema);
export type CustomerModel = ReturnType<typeof customerModel>;
