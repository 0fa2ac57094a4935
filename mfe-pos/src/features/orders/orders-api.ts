import { api } from '@voltdesk/app-core';
import type {
  CategoryView,
  CustomerView,
  OrderCreateRequest,
  OrderStatus,
  OrderUpdateRequest,
  OrderView,
  PageMeta,
  PaymentCreateRequest,
  PaymentResultData,
  ProductView,
  SuccessBody,
} from '@voltdesk/contracts';
import { listTags, POS_TAGS } from '../../shared/tags';

/** `admin/getposInsertData`: what the POS form offers (only Active services can be sold). */
export interface PosInsertData {
  customers: CustomerView[];
  categories: CategoryView[];
  products: ProductView[];
}

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
      query: () => 'admin/getposInsertData',
      transformResponse: (body: SuccessBody<Partial<PosInsertData>>) => ({
        customers: body.data?.customers ?? [],
        categories: body.data?.categories ?? [],
        products: body.data?.products ?? [],
      }),
      providesTags: [{ type: 'PosInsertData', id: 'LIST' }],
    }),
    /** 404 when no customer has this phone. */
    posCustomerByPhone: build.query<CustomerView, string>({
      query: (phone) => ({ url: 'admin/customerByPhone', params: { phone } }),
      transformResponse: (body: SuccessBody<CustomerView>) => body.data,
      keepUnusedDataFor: 30,
    }),
    posInsertOrder: build.mutation<
      SuccessBody<OrderView>,
      { order: OrderCreateRequest; idempotencyKey: string }
    >({
      query: ({ order, idempotencyKey }) => ({
        url: 'admin/insertOrder',
        method: 'POST',
        body: order,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: [{ type: 'PosOrder', id: 'LIST' }, ...customerTags],
    }),
    posUpdateOrder: build.mutation<SuccessBody<OrderView>, OrderUpdateRequest>({
      query: (order) => ({ url: 'admin/updateOrder', method: 'PUT', body: order }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'PosOrder', id }, ...customerTags],
    }),
    posGetOrders: build.query<OrderPage, OrderListArgs>({
      query: ({ page, per_page, search, status }) => ({
        url: 'admin/getOrders',
        params: { page, per_page, ...(search ? { search } : {}), ...(status ? { status } : {}) },
      }),
      transformResponse: (body: SuccessBody<OrderView[]>, _meta, args) => ({
        data: body.data ?? [],
        meta: body.meta ?? { page: args.page, per_page: args.per_page, total: body.data?.length ?? 0 },
      }),
      providesTags: (result) => listTags('PosOrder', result?.data),
    }),
    posGetOrder: build.query<OrderView, string>({
      query: (id) => ({ url: 'admin/getOrders', params: { id } }),
      transformResponse: (body: SuccessBody<OrderView>) => body.data,
      providesTags: (_r, _e, id) => [{ type: 'PosOrder', id }],
    }),
    posDuePay: build.mutation<
      SuccessBody<PaymentResultData>,
      { payment: PaymentCreateRequest; idempotencyKey: string }
    >({
      query: ({ payment, idempotencyKey }) => ({
        url: 'admin/due_pay',
        method: 'POST',
        body: payment,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (_r, _e, { payment }) => [{ type: 'PosOrder', id: payment.order_id }],
    }),
    posDeleteOrder: build.mutation<SuccessBody<null>, string>({
      query: (id) => ({ url: 'admin/deleteOrder', method: 'DELETE', params: { id } }),
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
