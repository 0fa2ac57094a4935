import { api, callOf, dataOf } from '@voltdesk/app-core';
import type { ListPageOf } from '@voltdesk/app-core/ui';
import {
  posEndpoints,
  type CreditCreateRequest,
  type EnvelopeOf,
  type OrderTrailData,
  type OrderCreateRequest,
  type OrderStatus,
  type OrderUpdateRequest,
  type OrderView,
  type OrderVoidRequest,
  type ListQuery,
  type PaymentCreateRequest,
  type PosInsertData,
  type ViewOf,
} from '@voltdesk/contracts';
import { listTags, POS_TAGS } from '../../shared/tags';

const {
  posInsertData,
  customerByPhone,
  insertOrder,
  updateOrder,
  orders,
  duePay,
  deleteOrder,
  voidOrder,
  creditOrder,
  orderTrail,
} = posEndpoints;

/** A page of the order list: `page`, `per_page`, a search (name, phone, invoice no, order ID), Paid/Unpaid. */
export interface OrderListArgs extends ListQuery {
  status?: OrderStatus;
}

/** `getOrders` answers one order with `?id=` and a page without: each call keeps the shape it asked for. */
const ordersOf = (body: EnvelopeOf<typeof orders>): OrderView[] => {
  const data = dataOf(orders)(body);
  return Array.isArray(data) ? data : [data];
};
const orderOf = (body: EnvelopeOf<typeof orders>): OrderView => {
  const data = dataOf(orders)(body);
  if (Array.isArray(data)) throw new Error('getOrders answered a list to an id');
  return data;
};

/** The changes an order makes elsewhere: orders create or refresh their customer (by phone). */
const customerTags = [
  { type: 'PosCustomer' as const, id: 'LIST' },
  { type: 'PosInsertData' as const, id: 'LIST' },
];

/**
 * Order (invoice) calls of svc-pos. Create and due_pay send an `Idempotency-Key` (one per attempt), so a
 * double click or a retry after a lost answer never makes two invoices or takes a payment twice: svc-pos
 * answers what the first request got.
 */
const ordersApi = api.enhanceEndpoints({ addTagTypes: POS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    posGetInsertData: build.query<PosInsertData, void>({
      query: () => callOf(posInsertData),
      transformResponse: dataOf(posInsertData),
      providesTags: [{ type: 'PosInsertData', id: 'LIST' }],
    }),
    /** 404 when no customer has this phone. */
    posCustomerByPhone: build.query<ViewOf<typeof customerByPhone>, string>({
      query: (phone) => callOf(customerByPhone, { query: { phone } }),
      transformResponse: dataOf(customerByPhone),
      keepUnusedDataFor: 30,
    }),
    posInsertOrder: build.mutation<
      EnvelopeOf<typeof insertOrder>,
      { order: OrderCreateRequest; idempotencyKey: string }
    >({
      query: ({ order, idempotencyKey }) => ({
        ...callOf(insertOrder, { body: order }),
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: [{ type: 'PosOrder', id: 'LIST' }, ...customerTags],
    }),
    posUpdateOrder: build.mutation<EnvelopeOf<typeof updateOrder>, OrderUpdateRequest>({
      query: (order) => callOf(updateOrder, { body: order }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'PosOrder', id }, ...customerTags],
    }),
    posGetOrders: build.query<ListPageOf<OrderView>, OrderListArgs>({
      query: (query) => callOf(orders, { query }),
      transformResponse: (body: EnvelopeOf<typeof orders>) => {
        const rows = ordersOf(body);
        return { rows, total: body.meta?.total ?? rows.length };
      },
      providesTags: (page) => listTags('PosOrder', page?.rows),
    }),
    posGetOrder: build.query<OrderView, string>({
      query: (id) => callOf(orders, { query: { id } }),
      transformResponse: orderOf,
      providesTags: (_r, _e, id) => [{ type: 'PosOrder', id }],
    }),
    posDuePay: build.mutation<
      EnvelopeOf<typeof duePay>,
      { payment: PaymentCreateRequest; idempotencyKey: string }
    >({
      query: ({ payment, idempotencyKey }) => ({
        ...callOf(duePay, { body: payment }),
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (_r, _e, { payment }) => [{ type: 'PosOrder', id: payment.order_id }],
    }),
    /**
     * Deletes an invoice without payments, voids one with (svc-pos decides, and its `message` says which).
     * An optional reason goes into the invoice's trail.
     */
    posDeleteOrder: build.mutation<EnvelopeOf<typeof deleteOrder>, { id: string; reason?: string }>({
      query: ({ id, reason }) => callOf(deleteOrder, { query: { id, ...(reason ? { reason } : {}) } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'PosOrder', id }],
    }),
    posVoidOrder: build.mutation<EnvelopeOf<typeof voidOrder>, OrderVoidRequest>({
      query: (body) => callOf(voidOrder, { body }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'PosOrder', id }],
    }),
    /** A credit note; the key (one per credit-note dialog) makes a double click issue one note. */
    posCreditOrder: build.mutation<
      EnvelopeOf<typeof creditOrder>,
      { credit: CreditCreateRequest; idempotencyKey: string }
    >({
      query: ({ credit, idempotencyKey }) => ({
        ...callOf(creditOrder, { body: credit }),
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (_r, _e, { credit }) => [{ type: 'PosOrder', id: credit.order_id }],
    }),
    /**
     * The trail of an invoice. Asked by number (as svc-pos keys it) and tagged with the order's id, so every
     * write to the order (payment, update, credit, void) refreshes it.
     */
    posGetOrderTrail: build.query<OrderTrailData, { invoice_no: number; order_id: string }>({
      query: ({ invoice_no }) => callOf(orderTrail, { query: { invoice_no } }),
      transformResponse: dataOf(orderTrail),
      providesTags: (_r, _e, { order_id }) => [{ type: 'PosOrder', id: order_id }],
    }),
  }),
  overrideExisting: false,
});

export const {
  usePosGetInsertDataQuery,
  useLazyPosCustomerByPhoneQuery,
  usePosInsertOrderMutation,
  usePosUpdateOrderMutation,
  usePosGetOrdersQuery,
  usePosGetOrderQuery,
  usePosDuePayMutation,
  usePosDeleteOrderMutation,
  usePosVoidOrderMutation,
  usePosCreditOrderMutation,
  usePosGetOrderTrailQuery,
} = ordersApi;
