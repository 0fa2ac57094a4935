import { api, callOf, dataOf } from '@voltdesk/app-core';
import {
  posEndpoints,
  type EnvelopeOf,
  type OrderCreateRequest,
  type OrderStatus,
  type OrderUpdateRequest,
  type OrderView,
  type PageMeta,
  type PaymentCreateRequest,
  type PosInsertData,
  type ViewOf,
} from '@voltdesk/contracts';
import { listTags, POS_TAGS } from '../../shared/tags';

const { posInsertData, customerByPhone, insertOrder, updateOrder, orders, duePay, deleteOrder } =
  posEndpoints;

export interface OrderListArgs {
  page: number;
  per_page: number;
  search?: string;
  status?: OrderStatus;
}

export interface OrderPage {
  data: OrderView[];
  meta: PageMeta;
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
    posGetOrders: build.query<OrderPage, OrderListArgs>({
      query: ({ page, per_page, search, status }) =>
        callOf(orders, {
          query: { page, per_page, ...(search ? { search } : {}), ...(status ? { status } : {}) },
        }),
      transformResponse: (body: EnvelopeOf<typeof orders>, _meta, args) => {
        const data = ordersOf(body);
        return { data, meta: body.meta ?? { page: args.page, per_page: args.per_page, total: data.length } };
      },
      providesTags: (result) => listTags('PosOrder', result?.data),
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
    posDeleteOrder: build.mutation<EnvelopeOf<typeof deleteOrder>, string>({
      query: (id) => callOf(deleteOrder, { query: { id } }),
      invalidatesTags: (_r, _e, id) => [{ type: 'PosOrder', id }],
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
} = ordersApi;
