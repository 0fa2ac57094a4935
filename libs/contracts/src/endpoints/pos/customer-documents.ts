import { defineEndpoints } from '../endpoint';

/**
 * Customer links (schemas/pos/customer-documents.ts): the public page of a mailed quote or invoice, the
 * customer's online answer to a quote, and what the staff see of the links. Every public call takes the
 * link's token; a token that is not a live link of a live document answers 404, never another document.
 */
export const customerDocumentEndpoints = defineEndpoints({
  /** The document a link shows, as its PDF shows it; reading it records nothing. */
  customerDocument: {
    name: 'customerDocument',
    method: 'GET',
    path: 'customerDocument',
    service: 'pos',
    access: 'public',
    query: 'pos.customerDocuments.query',
    errors: 'data',
    view: 'pos.views.customerDocument',
    errorStatuses: [404, 422],
  },
  /**
   * Sent by the page once it runs in the customer's browser: records the first (and last) opening, which
   * the staff see. A mail scanner fetching the link runs no script, so it does not count as an opening.
   */
  customerDocumentOpened: {
    name: 'customerDocumentOpened',
    method: 'POST',
    path: 'customerDocumentOpened',
    service: 'pos',
    access: 'public',
    body: 'pos.customerDocuments.opened',
    errors: 'data',
    view: 'pos.views.customerDocument',
    errorStatuses: [404, 422],
  },
  /**
   * The customer accepts an Open quote from its page: their typed name and tick, with the time and client
   * address recorded as evidence. With the invoice setting on, the quote becomes an invoice.
   */
  acceptQuoteOnline: {
    name: 'acceptQuoteOnline',
    method: 'POST',
    path: 'acceptQuoteOnline',
    service: 'pos',
    access: 'public',
    body: 'pos.customerDocuments.accept',
    errors: 'data',
    view: 'pos.views.customerDocument',
    errorStatuses: [404, 409, 422],
    message: 'Thank you: you have accepted the quote. We will be in touch to arrange the work.',
  },
  /** The customer declines an Open quote from its page, saying why. */
  declineQuoteOnline: {
    name: 'declineQuoteOnline',
    method: 'POST',
    path: 'declineQuoteOnline',
    service: 'pos',
    access: 'public',
    body: 'pos.customerDocuments.decline',
    errors: 'data',
    view: 'pos.views.customerDocument',
    errorStatuses: [404, 409, 422],
    message: 'Thank you for letting us know: the quote is declined.',
  },
  /** The links of one quote or invoice, newest first: when each was made, first opened, revoked. */
  getCustomerLinks: {
    name: 'customerLinks',
    method: 'GET',
    path: 'admin/getCustomerLinks',
    service: 'pos',
    access: 'admin',
    query: 'pos.customerLinks.query',
    errors: 'data',
    view: 'pos.views.customerLink',
    many: true,
    errorStatuses: [401, 403, 422],
  },
});

/**
 * svc-notify draws the PDF of a link's document with the renderer of the mails' PDFs, from what svc-pos's
 * `customerDocument` answers for the same token (so the same 404 for a dead link), and the business as the
 * site settings describe it (docs/decisions/0015-customer-document-pdf.md).
 */
export const customerDocumentPdfEndpoints = defineEndpoints({
  customerDocumentPdf: {
    name: 'customerDocumentPdf',
    method: 'GET',
    path: 'customerDocumentPdf',
    service: 'notify',
    access: 'public',
    query: 'pos.customerDocuments.query',
    errors: 'data',
    view: 'raw',
    errorStatuses: [404, 422, 503],
  },
});
