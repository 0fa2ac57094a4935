import { defineCalls, read, write } from '@voltdesk/app-core';
import type { ListPageOf } from '@voltdesk/app-core/ui';
import { posEndpoints as pos, type ListQuery, type OrderStatus, type OrderView } from '@voltdesk/contracts';
import { listTags, POS_TAGS } from '../../shared/tags';

/** A page of the order list: `page`, `per_page`, a search (name, phone, invoice no, order ID), Paid/Unpaid. */
export interface OrderListArgs extends ListQuery {
  status?: OrderStatus;
}

/** `getOrders` answers one order with `?id=` and a page without: each call keeps the shape it asked for. */
const rowsOf = (data: OrderView | OrderView[]): OrderView[] => (Array.isArray(data) ? data : [data]);
const oneOf = (data: OrderView | OrderView[]): OrderView => {
  if (Array.isArray(data)) throw new Error('getOrders answered a list to an id');
  return data;
};

/** The changes an order makes elsewhere: orders create or refresh their customer (by phone). */
const customerTags = [
  { type: 'PosCustomer' as const, id: 'LIST' },
  { type: 'PosInsertData' as const, id: 'LIST' },
];

/**
 * Order (invoice) calls of svc-pos. Create, take payment, credit and e-mail are idempotent by their
 * definitions: each call carries the key of the clerk's action, so a double click or a retry after a lost
 * answer never makes two invoices, takes a payment twice or sends two mails (svc-pos answers what the first
 * request got).
 */
export const {
  useOrderFormDataQuery,
  useLazyCustomerByPhoneQuery,
  useCreateOrderMutation,
  useUpdateOrderMutation,
  useOrdersQuery,
  useOrderByIdQuery,
  useTakePaymentMutation,
  useDeleteOrderMutation,
  useVoidOrderMutation,
  useCreditOrderMutation,
  useOrderTrailQuery,
  useEmailInvoiceMutation,
} = defineCalls(POS_TAGS, {
  orderFormData: read(pos.posInsertData, { providesTags: [{ type: 'PosInsertData', id: 'LIST' }] }),
  /** 404 when no customer has this phone. */
  customerByPhone: read(pos.customerByPhone, {
    args: (phone: string) => ({ query: { phone } }),
    keepUnusedDataFor: 30,
  }),
  createOrder: write(pos.insertOrder, {
    invalidatesTags: [{ type: 'PosOrder', id: 'LIST' }, ...customerTags],
  }),
  updateOrder: write(pos.updateOrder, {
    invalidatesTags: (_r, _e, { id }) => [{ type: 'PosOrder', id }, ...customerTags],
  }),
  orders: read(pos.orders, {
    args: (query: OrderListArgs) => ({ query }),
    result: ({ data, meta }): ListPageOf<OrderView> => {
      const rows = rowsOf(data);
      return { rows, total: meta?.total ?? rows.length };
    },
    providesTags: (page) => listTags('PosOrder', page?.rows),
  }),
  orderById: read(pos.orders, {
    args: (id: string) => ({ query: { id } }),
    result: ({ data }) => oneOf(data),
    providesTags: (_r, _e, id) => [{ type: 'PosOrder', id }],
  }),
  takePayment: write(pos.duePay, {
    invalidatesTags: (_r, _e, { order_id }) => [{ type: 'PosOrder', id: order_id }],
  }),
  /**
   * Deletes an invoice without payments, voids one with (svc-pos decides, and its `message` says which).
   * An optional reason goes into the invoice's trail.
   */
  deleteOrder: write(pos.deleteOrder, {
    args: ({ id, reason }: { id: string; reason?: string }) => ({
      query: { id, ...(reason ? { reason } : {}) },
    }),
    invalidatesTags: (_r, _e, { id }) => [{ type: 'PosOrder', id }],
  }),
  voidOrder: write(pos.voidOrder, { invalidatesTags: (_r, _e, { id }) => [{ type: 'PosOrder', id }] }),
  creditOrder: write(pos.creditOrder, {
    invalidatesTags: (_r, _e, { order_id }) => [{ type: 'PosOrder', id: order_id }],
  }),
  /**
   * The trail of an invoice. Asked by number (as svc-pos keys it) and tagged with the order's id, so every
   * write to the order (payment, update, credit, void, e-mail) refreshes it.
   */
  orderTrail: read(pos.orderTrail, {
    args: ({ invoice_no }: { invoice_no: number; order_id: string }) => ({ query: { invoice_no } }),
    providesTags: (_r, _e, { order_id }) => [{ type: 'PosOrder', id: order_id }],
  }),
  /** svc-notify sends the PDF; the order's trail gains 'E-mailed the invoice to ...'. */
  emailInvoice: write(pos.emailInvoice, {
    invalidatesTags: (_r, _e, { order_id }) => [{ type: 'PosOrder', id: order_id }],
  }),
});
