import { defineEndpoints, IDEMPOTENT } from '../endpoint';

/** Quotes: made, answered by the customer, converted to an invoice, e-mailed. */
export const quoteEndpoints = defineEndpoints({
  /**
   * Quotes (own number series Q-000001, valid-until date): one with `?id=` (404 when unknown), otherwise a
   * page newest first with `meta`, searched by customer or number, filtered by status (Expired included).
   */
  quotes: {
    name: 'quotes',
    method: 'GET',
    path: 'admin/getQuotes',
    service: 'pos',
    access: 'admin',
    query: 'pos.quotes.query',
    errors: 'data',
    view: 'pos.views.quoteOrPage',
    meta: 'common.views.pageMeta',
    errorStatuses: [401, 403, 404, 422],
  },
  insertQuote: {
    name: 'createQuote',
    method: 'POST',
    path: 'admin/insertQuote',
    service: 'pos',
    access: 'admin',
    body: 'pos.quotes.create',
    errors: 'data',
    view: 'pos.views.quote',
    errorStatuses: [401, 403, 422],
    message: '{quote} created',
    activity: 'added quote',
  },
  /** Open quotes only (an accepted, declined or converted one is the customer's answer). */
  updateQuote: {
    name: 'updateQuote',
    method: 'PUT',
    path: 'admin/updateQuote',
    service: 'pos',
    access: 'admin',
    body: 'pos.quotes.update',
    errors: 'data',
    view: 'pos.views.quote',
    errorStatuses: [401, 403, 404, 409, 422],
    message: '{quote} updated',
    activity: 'updated quote',
  },
  acceptQuote: {
    name: 'acceptQuote',
    method: 'POST',
    path: 'admin/acceptQuote',
    service: 'pos',
    access: 'admin',
    body: 'pos.quotes.decision',
    errors: 'data',
    view: 'pos.views.quote',
    errorStatuses: [401, 403, 404, 409, 422],
    message: '{quote} accepted',
    activity: 'accepted quote',
  },
  declineQuote: {
    name: 'declineQuote',
    method: 'POST',
    path: 'admin/declineQuote',
    service: 'pos',
    access: 'admin',
    body: 'pos.quotes.decision',
    errors: 'data',
    view: 'pos.views.quote',
    errorStatuses: [401, 403, 404, 409, 422],
    message: '{quote} declined',
    activity: 'declined quote',
  },
  /**
   * Makes the invoice of a quote in one step (its lines, customer and discount), linked both ways; the
   * quote becomes Converted. A second conversion, even a concurrent one, is 409 and makes no invoice.
   */
  convertQuote: {
    name: 'convertQuote',
    method: 'POST',
    path: 'admin/convertQuote',
    service: 'pos',
    access: 'admin',
    body: 'pos.quotes.convert',
    errors: 'data',
    view: 'pos.views.quote',
    errorStatuses: [401, 403, 404, 409, 422],
    message: 'Invoice #{invoice_no} created from quote {quote_no}',
    activity: 'converted quote',
  },
  /**
   * E-mails the quote to the customer as a PDF (svc-notify sends it): to the quote's customer e-mail, or to
   * `email` when given. Honours `Idempotency-Key`: a repeat answers the first request and sends nothing more.
   */
  emailQuote: {
    name: 'emailQuote',
    method: 'POST',
    path: 'admin/emailQuote',
    service: 'pos',
    access: 'admin',
    body: 'pos.quotes.email',
    errors: 'data',
    view: 'pos.views.quoteEmail',
    errorStatuses: [401, 403, 404, 409, 422],
    message: 'Quote {quote_no} e-mailed to {to}',
    activity: 'e-mailed quote',
    ...IDEMPOTENT,
  },
});
