import { defineEndpoints } from '../endpoint';

/**
 * Deposits (schemas/pos/deposits.ts): the deposit invoice of a quote that asks for a deposit, and its final
 * invoice, which deducts what the deposit invoices charged. Both take the conversion's body (`id`,
 * `due_date`) and answer the quote.
 */
export const depositEndpoints = defineEndpoints({
  /**
   * Makes the deposit invoice of an Open (not expired) or Accepted quote that asks for a deposit, once: a
   * repeat answers the quote with the invoice already made.
   */
  createDepositInvoice: {
    name: 'createDepositInvoice',
    method: 'POST',
    path: 'admin/createDepositInvoice',
    service: 'pos',
    access: 'admin',
    body: 'pos.quotes.convert',
    errors: 'data',
    view: 'pos.views.quote',
    errorStatuses: [401, 403, 404, 409, 422],
    message: 'Deposit invoice #{invoice_no} created from quote {quote_no}',
    activity: 'created deposit invoice',
  },
  /**
   * Makes the final invoice of a quote whose deposit invoices are paid (or void): the whole job less what
   * they charged, net and VAT per rate. The quote becomes Converted with this invoice's number.
   */
  createFinalInvoice: {
    name: 'createFinalInvoice',
    method: 'POST',
    path: 'admin/createFinalInvoice',
    service: 'pos',
    access: 'admin',
    body: 'pos.quotes.convert',
    errors: 'data',
    view: 'pos.views.quote',
    errorStatuses: [401, 403, 404, 409, 422],
    message: 'Final invoice #{invoice_no} created from quote {quote_no}',
    activity: 'created final invoice',
  },
});
