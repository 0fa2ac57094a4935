import { defineCalls, read, write } from '@voltdesk/app-core';
import { posEndpoints as pos } from '@voltdesk/contracts';

/**
 * The document page's calls to svc-pos (public, by the link's token): the document, its opening (sent
 * once the page runs in a browser), and the customer's answer to a quote. Not cached across tokens: each
 * token is its own document.
 */
export const documentsApi = defineCalls(['CustomerDocument'], {
  siteCustomerDocument: read(pos.customerDocument, {
    args: (token: string) => ({ query: { token } }),
    providesTags: ['CustomerDocument'],
    keepUnusedDataFor: 0,
  }),
  siteCustomerDocumentOpened: write(pos.customerDocumentOpened, {
    args: (token: string) => ({ body: { token } }),
  }),
  siteAcceptQuote: write(pos.acceptQuoteOnline, { invalidatesTags: ['CustomerDocument'] }),
  siteDeclineQuote: write(pos.declineQuoteOnline, { invalidatesTags: ['CustomerDocument'] }),
});

export const {
  useSiteCustomerDocumentQuery,
  useSiteCustomerDocumentOpenedMutation,
  useSiteAcceptQuoteMutation,
  useSiteDeclineQuoteMutation,
} = documentsApi;
