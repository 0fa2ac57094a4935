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
  /** `YYYY-MM-DD` the invoice is due by, or null: customer reminders count their days from it. */
  due_date?: string | null;
  /**
   * The invoice as svc-pos last showed it (pos.views.order), attached as a PDF to customer reminders; null
   * when its last event carried none (sent before svc-pos added it) or one that did not match the view.
   */
  invoice?: Record<string, unknown> | null;
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
    due_date: String,
    invoice: { type: Schema.Types.Mixed },
    event_time: Date,
  },
  { collection: 'orders', versionKey: false },
);
orderSchema.index({ due: 1 });

export function orderModel(conn: Connection): Model<OrderDoc> {
  return (conn.models.Order as Model<OrderDoc> | undefined) ?? conn.model<OrderDoc>('Order', orderSchema);
}
