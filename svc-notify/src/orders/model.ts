import { Schema, type Connection, type Model } from 'mongoose';
import type { OrderCustomer } from '@voltdesk/contracts';

/** An order (invoice) as svc-pos last published it; deleted orders are removed. Amounts in pounds. */
export interface OrderDoc {
  _id: string;
  invoice_no: number;
  order_custom_id: string | null;
  customer: OrderCustomer;
  total: number;
  payment: number;
  due: number;
  created_at: Date;
  additional: boolean;
  expire_date: string | null;
  alert: number | null;
  /** Time of the last event applied; an older event never overwrites a newer state. */
  event_time: Date;
}

const orderSchema = new Schema<OrderDoc>(
  {
    _id: String,
    invoice_no: Number,
    order_custom_id: String,
    customer: { type: Schema.Types.Mixed },
    total: Number,
    payment: Number,
    due: Number,
    created_at: Date,
    additional: Boolean,
    expire_date: String,
    alert: Number,
    event_time: Date,
  },
  { collection: 'orders', versionKey: false },
);
orderSchema.index({ due: 1 });

export function orderModel(conn: Connection): Model<OrderDoc> {
  return (conn.models.Order as Model<OrderDoc> | undefined) ?? conn.model<OrderDoc>('Order', orderSchema);
}
