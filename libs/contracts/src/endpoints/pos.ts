import { defineEndpoints } from './endpoint';

/** svc-pos: the point-of-sale desk (every call is the admins'). */
export const posEndpoints = defineEndpoints({
  /** POS create: customers, categories and the Active services, in one call. */
  posInsertData: {
    method: 'GET',
    path: 'admin/getposInsertData',
    service: 'pos',
    access: 'admin',
    errors: 'data',
    view: 'pos.views.insertData',
  },
  /** One order with `?id=` (404 when unknown), otherwise a page newest first with `meta`. */
  orders: {
    method: 'GET',
    path: 'admin/getOrders',
    service: 'pos',
    access: 'admin',
    query: 'pos.orders.query',
    errors: 'data',
    view: 'pos.views.orderOrPage',
    meta: 'common.views.pageMeta',
  },
  /** Honours `Idempotency-Key`: a repeat answers the first order (header `Idempotent-Replayed`). */
  insertOrder: {
    method: 'POST',
    path: 'admin/insertOrder',
    service: 'pos',
    access: 'admin',
    body: 'pos.orders.create',
    errors: 'data',
    view: 'pos.views.order',
  },
  updateOrder: {
    method: 'PUT',
    path: 'admin/updateOrder',
    service: 'pos',
    access: 'admin',
    body: 'pos.orders.update',
    errors: 'data',
    view: 'pos.views.order',
  },
  /** Honours `Idempotency-Key`, like insertOrder. */
  duePay: {
    method: 'POST',
    path: 'admin/due_pay',
    service: 'pos',
    access: 'admin',
    body: 'pos.payments.create',
    errors: 'data',
    view: 'pos.views.paymentResult',
  },
  /**
   * An invoice with payments is never erased: it is voided (kept, its number and payments too; message
   * 'Invoice voided: ...'). One without payments is deleted ('Order deleted successfully.'). Both leave a
   * trail entry (`getOrderTrail`); invoice numbers are never reused.
   */
  deleteOrder: {
    method: 'DELETE',
    path: 'admin/deleteOrder',
    service: 'pos',
    access: 'admin',
    query: 'pos.orders.delete',
    errors: 'data',
    view: null,
  },
  /** Voids an invoice, with or without payments; voiding a void invoice again changes nothing. */
  voidOrder: {
    method: 'POST',
    path: 'admin/voidOrder',
    service: 'pos',
    access: 'admin',
    body: 'pos.orders.void',
    errors: 'data',
    view: 'pos.views.order',
  },
  /**
   * Issues a credit note (own number series) for part or all of an invoice, refunding any overpayment as a
   * payment out. Honours `Idempotency-Key`, like insertOrder.
   */
  creditOrder: {
    method: 'POST',
    path: 'admin/creditOrder',
    service: 'pos',
    access: 'admin',
    body: 'pos.credits.create',
    errors: 'data',
    view: 'pos.views.creditResult',
  },
  /**
   * E-mails the invoice to the customer as a PDF (svc-notify builds and sends it; the delivery log shows
   * it) and records 'emailed' in its trail. 422 on `email` when the invoice has no customer e-mail and none
   * is given. Honours `Idempotency-Key`: a repeat answers the first request and sends nothing more.
   */
  emailInvoice: {
    method: 'POST',
    path: 'admin/emailInvoice',
    service: 'pos',
    access: 'admin',
    body: 'pos.orders.email',
    errors: 'data',
    view: 'pos.views.invoiceEmail',
  },
  /** The trail of an invoice number (who did what and when), also for a deleted invoice; 404 if never issued. */
  orderTrail: {
    method: 'GET',
    path: 'admin/getOrderTrail',
    service: 'pos',
    access: 'admin',
    query: 'pos.orders.trailQuery',
    errors: 'data',
    view: 'pos.views.orderTrail',
  },
  /** A page with `page`/`per_page`, searched with `search`; the whole list without them. */
  categories: {
    method: 'GET',
    path: 'admin/getCategories',
    service: 'pos',
    access: 'admin',
    query: 'common.listQuery',
    errors: 'data',
    view: 'pos.views.category',
    many: true,
    meta: 'common.views.pageMeta',
  },
  insertCategory: {
    method: 'POST',
    path: 'admin/insertCategory',
    service: 'pos',
    access: 'admin',
    body: 'pos.categories.create',
    errors: 'data',
    view: 'pos.views.category',
  },
  updateCategory: {
    method: 'PUT',
    path: 'admin/updateCategory',
    service: 'pos',
    access: 'admin',
    body: 'pos.categories.update',
    errors: 'data',
    view: 'pos.views.category',
  },
  deleteCategory: {
    method: 'DELETE',
    path: 'admin/deleteCategory',
    service: 'pos',
    access: 'admin',
    query: 'common.idQuery',
    errors: 'data',
    view: null,
  },
  /**
   * The services (a page with `page`/`per_page`, searched by name with `search`; all without them) and
   * every category, which its modal offers. `meta` counts the services.
   */
  products: {
    method: 'GET',
    path: 'admin/getProducts',
    service: 'pos',
    access: 'admin',
    query: 'common.listQuery',
    errors: 'data',
    view: 'pos.views.productList',
    meta: 'common.views.pageMeta',
  },
  insertProduct: {
    method: 'POST',
    path: 'admin/insertProduct',
    service: 'pos',
    access: 'admin',
    body: 'pos.products.create',
    errors: 'data',
    view: 'pos.views.product',
  },
  updateProduct: {
    method: 'PUT',
    path: 'admin/updateProduct',
    service: 'pos',
    access: 'admin',
    body: 'pos.products.update',
    errors: 'data',
    view: 'pos.views.product',
  },
  deleteProduct: {
    method: 'DELETE',
    path: 'admin/deleteProduct',
    service: 'pos',
    access: 'admin',
    query: 'common.idQuery',
    errors: 'data',
    view: null,
  },
  /** A page with `page`/`per_page`, searched with `search`; the whole list without them. */
  customers: {
    method: 'GET',
    path: 'admin/getCustomers',
    service: 'pos',
    access: 'admin',
    query: 'common.listQuery',
    errors: 'data',
    view: 'pos.views.customer',
    many: true,
    meta: 'common.views.pageMeta',
  },
  deleteCustomer: {
    method: 'DELETE',
    path: 'admin/deleteCustomer',
    service: 'pos',
    access: 'admin',
    query: 'common.idQuery',
    errors: 'data',
    view: null,
  },
  /**
   * One customer: the record, a page of their invoices newest first (`meta` counts them) and their totals
   * (invoiced, credited, outstanding) over the invoices that are not void.
   */
  customer: {
    method: 'GET',
    path: 'admin/getCustomer',
    service: 'pos',
    access: 'admin',
    query: 'pos.customers.detail',
    errors: 'data',
    view: 'pos.views.customerDetail',
    meta: 'common.views.pageMeta',
  },
  /** The clerk edits the customer record; invoices keep the customer as they were issued to. */
  updateCustomer: {
    method: 'PUT',
    path: 'admin/updateCustomer',
    service: 'pos',
    access: 'admin',
    body: 'pos.customers.update',
    errors: 'data',
    view: 'pos.views.customer',
  },
  /** The customer whose phone is this number (spacing, +44 or 0 prefix aside), or 404. */
  customerByPhone: {
    method: 'GET',
    path: 'admin/customerByPhone',
    service: 'pos',
    access: 'admin',
    query: 'pos.customers.byPhone',
    errors: 'data',
    view: 'pos.views.customer',
  },
  /** VAT registration, VAT number and whether typed prices include VAT: what new invoices follow. */
  invoiceSettings: {
    method: 'GET',
    path: 'admin/getInvoiceSettings',
    service: 'pos',
    access: 'admin',
    errors: 'data',
    view: 'pos.views.invoiceSettings',
  },
  updateInvoiceSettings: {
    method: 'PUT',
    permission: 'vat_settings',
    path: 'admin/updateInvoiceSettings',
    service: 'pos',
    access: 'admin',
    body: 'pos.invoiceSettings.update',
    errors: 'data',
    view: 'pos.views.invoiceSettings',
  },
  /** The dashboard's figures. */
  posSummary: {
    method: 'GET',
    path: 'admin/posSummary',
    service: 'pos',
    access: 'admin',
    errors: 'data',
    view: 'pos.views.summary',
  },
  /**
   * Quotes (own number series Q-000001, valid-until date): one with `?id=` (404 when unknown), otherwise a
   * page newest first with `meta`, searched by customer or number, filtered by status (Expired included).
   */
  quotes: {
    method: 'GET',
    path: 'admin/getQuotes',
    service: 'pos',
    access: 'admin',
    query: 'pos.quotes.query',
    errors: 'data',
    view: 'pos.views.quoteOrPage',
    meta: 'common.views.pageMeta',
  },
  insertQuote: {
    method: 'POST',
    path: 'admin/insertQuote',
    service: 'pos',
    access: 'admin',
    body: 'pos.quotes.create',
    errors: 'data',
    view: 'pos.views.quote',
  },
  /** Open quotes only (an accepted, declined or converted one is the customer's answer). */
  updateQuote: {
    method: 'PUT',
    path: 'admin/updateQuote',
    service: 'pos',
    access: 'admin',
    body: 'pos.quotes.update',
    errors: 'data',
    view: 'pos.views.quote',
  },
  acceptQuote: {
    method: 'POST',
    path: 'admin/acceptQuote',
    service: 'pos',
    access: 'admin',
    body: 'pos.quotes.decision',
    errors: 'data',
    view: 'pos.views.quote',
  },
  declineQuote: {
    method: 'POST',
    path: 'admin/declineQuote',
    service: 'pos',
    access: 'admin',
    body: 'pos.quotes.decision',
    errors: 'data',
    view: 'pos.views.quote',
  },
  /**
   * Makes the invoice of a quote in one step (its lines, customer and discount), linked both ways; the
   * quote becomes Converted. A second conversion, even a concurrent one, is 409 and makes no invoice.
   */
  convertQuote: {
    method: 'POST',
    path: 'admin/convertQuote',
    service: 'pos',
    access: 'admin',
    body: 'pos.quotes.convert',
    errors: 'data',
    view: 'pos.views.quote',
  },
  /**
   * E-mails the quote to the customer as a PDF (svc-notify sends it): to the quote's customer e-mail, or to
   * `email` when given. Honours `Idempotency-Key`: a repeat answers the first request and sends nothing more.
   */
  emailQuote: {
    method: 'POST',
    path: 'admin/emailQuote',
    service: 'pos',
    access: 'admin',
    body: 'pos.quotes.email',
    errors: 'data',
    view: 'pos.views.quoteEmail',
  },
  /** End-of-day / period report: takings by method, refunds, invoices issued (business time zone). */
  periodReport: {
    method: 'GET',
    permission: 'reports',
    path: 'admin/getPeriodReport',
    service: 'pos',
    access: 'admin',
    query: 'pos.reports.period',
    errors: 'data',
    view: 'pos.views.periodReport',
  },
  /** Net and VAT per rate of the invoices issued in a period. */
  vatReport: {
    method: 'GET',
    permission: 'reports',
    path: 'admin/getVatReport',
    service: 'pos',
    access: 'admin',
    query: 'pos.reports.period',
    errors: 'data',
    view: 'pos.views.vatReport',
  },
  /** What Unpaid invoices owe today, by days past their due date. */
  agedReceivables: {
    method: 'GET',
    permission: 'reports',
    path: 'admin/getAgedReceivables',
    service: 'pos',
    access: 'admin',
    errors: 'data',
    view: 'pos.views.agedReceivables',
  },
  /** Sales by service and by category of the invoices issued in a period. */
  salesReport: {
    method: 'GET',
    permission: 'reports',
    path: 'admin/getSalesReport',
    service: 'pos',
    access: 'admin',
    query: 'pos.reports.period',
    errors: 'data',
    view: 'pos.views.salesReport',
  },
  /** CSV (text/csv, attachment) of the invoices issued in a period, streamed. */
  exportInvoices: {
    method: 'GET',
    permission: 'reports',
    path: 'admin/exportInvoices',
    service: 'pos',
    access: 'admin',
    query: 'pos.reports.period',
    errors: 'data',
    view: 'raw',
  },
  /** CSV of the payment records (taken, refunded, corrected) of a period, streamed. */
  exportPayments: {
    method: 'GET',
    permission: 'reports',
    path: 'admin/exportPayments',
    service: 'pos',
    access: 'admin',
    query: 'pos.reports.period',
    errors: 'data',
    view: 'raw',
  },
  /** CSV of every customer record, streamed. */
  exportCustomers: {
    method: 'GET',
    permission: 'reports',
    path: 'admin/exportCustomers',
    service: 'pos',
    access: 'admin',
    errors: 'data',
    view: 'raw',
  },
});
