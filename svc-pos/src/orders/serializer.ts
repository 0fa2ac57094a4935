import { toPounds, type OrderData, type OrderView } from '@voltdesk/contracts';
import type { OrderDoc } from './model';

export type OrderState = Omit<
  OrderDoc,
  'search_terms' | 'search_words' | 'idempotency_key' | 'idempotency_hash'
>;

export const statusOf = (duePence: number) => (duePence === 0 ? 'Paid' : 'Unpaid');

export function serializeOrder(o: OrderState): OrderView {
  return {
    id: String(o._id),
    invoice_no: o.invoice_no,
    order_custom_id: o.order_custom_id ?? null,
    customer: {
      name: o.customer.name,
      phone: o.customer.phone,
      email: o.customer.email,
      address: o.customer.address ?? null,
    },
    items: o.items.map((i) => ({
      id: i.product_id,
      name: i.name,
      price: toPounds(i.price_pence),
      qty: i.qty,
      total: toPounds(i.total_pence),
    })),
    sub_total: toPounds(o.sub_total_pence),
    discount: toPounds(o.discount_pence),
    total: toPounds(o.total_pence),
    payment: toPounds(o.payment_pence),
    due: toPounds(o.due_pence),
    status: statusOf(o.due_pence),
    due_date: o.due_date ?? null,
    additional: Boolean(o.additional),
    expire_date: o.expire_date ?? null,
    alert: o.alert ?? null,
    payments: (o.payments ?? []).map((p) => ({
      amount: toPounds(p.amount_pence),
      at: new Date(p.at).toISOString(),
      by: p.by,
    })),
    created_at: new Date(o.created_at).toISOString(),
    updated_at: new Date(o.updated_at).toISOString(),
  };
}

/** The `pos.order.v1` payload (infra/events/asyncapi.yaml `OrderData`): what svc-notify's alerts need. */
export function orderEventData(o: OrderState): OrderData {
  return {
    id: String(o._id),
    invoice_no: o.invoice_no,
    ...(o.order_custom_id ? { order_custom_id: o.order_custom_id } : {}),
    customer: {
      name: o.customer.name,
      phone: o.customer.phone,
      email: o.customer.email,
      ...(o.customer.address ? { address: o.customer.address } : {}),
    },
    sub_total: toPounds(o.sub_total_pence),
    discount: toPounds(o.discount_pence),
    total: toPounds(o.total_pence),
    payment: toPounds(o.payment_pence),
    due: toPounds(o.due_pence),
    created_at: new Date(o.created_at).toISOString(),
    due_date: o.due_date ?? null,
    additional: Boolean(o.additional),
    expire_date: o.expire_date ?? null,
    alert: o.alert ?? null,
  };
}
