import { defineEndpoints, IDEMPOTENT } from '../endpoint';

/** Orders (invoices): the order form, payments, voids, credit notes, e-mail and the trail. */
export const orderEndpoints = defineEndpoints({
  /** POS create: customers, categories and the Active services, in one call. */
  posInsertData: {
    name: 'orderFormData',
    method: 'GET',
    path: 'admin/getposInsertData',
    service: 'pos',
    access: 'admin',
    errors: 'data',
    view: 'pos.views.insertData',
    errorStatuses: [401, 403],
  },
  /** One order with `?id=` (404 when unknown), otherwise a page newest first with `meta`. */
  orders: {
    name: 'orders',
    method: 'GET',
    path: 'admin/getOrders',
    service: 'pos',
    access: 'admin',
    query: 'pos.orders.query',
    errors: 'data',
    view: 'pos.views.orderOrPage',
    meta: 'common.views.pageMeta',
    errorStatuses: [401, 403, 404, 422],
  },
  /** Honours `Idempotency-Key`: a repeat answers the first order (header `Idempotent-Replayed`). */
  insertOrder: {
    name: 'createOrder',
    method: 'POST',
    path: 'admin/insertOrder',
    service: 'pos',
    access: 'admin',
    body: 'pos.orders.create',
    errors: 'data',
    view: 'pos.views.order',
    errorStatuses: [401, 403, 409, 422],
    message: 'Invoice created',
    activity: 'added order',
    ...IDEMPOTENT,
  },
  updateOrder: {
    name: 'updateOrder',
    method: 'PUT',
    path: 'admin/updateOrder',
    service: 'pos',
    access: 'admin',
    body: 'pos.orders.update',
    errors: 'data',
    view: 'pos.views.order',
    errorStatuses: [401, 403, 404, 409, 422],
    message: 'Invoice updated',
    activity: 'updated order',
  },
  /** Honours `Idempotency-Key`, like insertOrder. */
  duePay: {
    name: 'takePayment',
    method: 'POST',
    path: 'admin/due_pay',
    service: 'pos',
    access: 'admin',
    body: 'pos.payments.create',
    errors: 'data',
    view: 'pos.views.paymentResult',
    errorStatuses: [401, 403, 404, 409, 422],
    message: 'Payment update successfully',
    activity: 'took a payment on order',
    ...IDEMPOTENT,
  },
  /**
   * An invoice with payments is never erased: it is voided (kept, its number and payments too; message
   * 'Invoice voided: ...'). One without payments is deleted ('Order deleted successfully.'). Both leave a
   * trail entry (`getOrderTrail`); invoice numbers are never reused.
   */
  deleteOrder: {
    name: 'deleteOrder',
    method: 'DELETE',
    path: 'admin/deleteOrder',
    service: 'pos',
    access: 'admin',
    query: 'pos.orders.delete',
    errors: 'data',
    view: null,
    errorStatuses: [401, 403, 404, 422],
    message: {
      deleted: 'Order deleted successfully.',
      voided: 'Invoice voided: it has payments, so it is kept and marked void.',
      already_void: 'The invoice was already void.',
    },
    activity: 'deleted order',
  },
  /** Voids an invoice, with or without payments; voiding a void invoice again changes nothing. */
  voidOrder: {
    name: 'voidOrder',
    method: 'POST',
    path: 'admin/voidOrder',
    service: 'pos',
    access: 'admin',
    body: 'pos.orders.void',
    errors: 'data',
    view: 'pos.views.order',
    errorStatuses: [401, 403, 404, 422],
    message: {
      voided: 'Invoice voided.',
      already_void: 'The invoice was already void.',
    },
    activity: 'voided order',
  },
  /**
   * Issues a credit note (own number series) for part or all of an invoice, refunding any overpayment as a
   * payment out. Honours `Idempotency-Key`, like insertOrder. A refund to the card of an online payment
   * (`refund_method` card_online) goes through Stripe first: 502 when Stripe does not make it.
   */
  creditOrder: {
    name: 'creditOrder',
    method: 'POST',
    path: 'admin/creditOrder',
    service: 'pos',
    access: 'admin',
    body: 'pos.credits.create',
    errors: 'data',
    view: 'pos.views.creditResult',
    errorStatuses: [401, 403, 404, 409, 422, 502],
    message: 'Credit note #{credit_no} issued',
    activity: 'credited order',
    ...IDEMPOTENT,
  },
  /**
   * E-mails the invoice to the customer as a PDF (svc-notify builds and sends it; the delivery log shows
   * it) and records 'emailed' in its trail. 422 on `email` when the invoice has no customer e-mail and none
   * is given. Honours `Idempotency-Key`: a repeat answers the first request and sends nothing more.
   */
  emailInvoice: {
    name: 'emailInvoice',
    method: 'POST',
    path: 'admin/emailInvoice',
    service: 'pos',
    access: 'admin',
    body: 'pos.orders.email',
    errors: 'data',
    view: 'pos.views.invoiceEmail',
    errorStatuses: [401, 403, 404, 409, 422],
    message: 'Invoice e-mailed to {to}',
    activity: 'e-mailed invoice',
    ...IDEMPOTENT,
  },
  /** The trail of an invoice number (who did what and when), also for a deleted invoice; 404 if never issued. */
  orderTrail: {
    name: 'orderTrail',
    method: 'GET',
    path: 'admin/getOrderTrail',
    service: 'pos',
    access: 'admin',
    query: 'pos.orders.trailQuery',
    errors: 'data',
    view: 'pos.views.orderTrail',
    errorStatuses: [401, 403, 404, 422],
  },
});
