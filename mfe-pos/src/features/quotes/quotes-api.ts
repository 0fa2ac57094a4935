import { defineCalls, read, write } from '@voltdesk/app-core';
import type { ListPageOf } from '@voltdesk/app-core/ui';
import { posEndpoints as pos, type ListQuery, type QuoteStatus, type QuoteView } from '@voltdesk/contracts';
import { listTags, POS_TAGS } from '../../shared/tags';

/** A page of the quote list: `page`, `per_page`, a search (name, phone, quote number) and a status. */
export interface QuoteListArgs extends ListQuery {
  status?: QuoteStatus;
}

/** A write's answer changes the quote and the list it is in. */
const changed = (_r: unknown, _e: unknown, arg: { id?: string }) => [
  { type: 'PosQuote' as const, id: 'LIST' },
  ...(arg.id ? [{ type: 'PosQuote' as const, id: arg.id }] : []),
];

/** A write that makes an invoice from the quote: the orders and customers (it may create one) change too. */
const invoiced = (r: unknown, e: unknown, arg: { id?: string }) => [
  ...changed(r, e, arg),
  { type: 'PosOrder' as const, id: 'LIST' },
  { type: 'PosCustomer' as const, id: 'LIST' },
  { type: 'PosInsertData' as const, id: 'LIST' },
];

/**
 * Quote calls of svc-pos. Converting makes an invoice, so it refreshes the order list and the customers
 * (the invoice may create one) too.
 */
export const {
  useQuotesQuery,
  useQuoteByIdQuery,
  useOrderFormDataQuery,
  useCreateQuoteMutation,
  useUpdateQuoteMutation,
  useAcceptQuoteMutation,
  useDeclineQuoteMutation,
  useConvertQuoteMutation,
  useCreateDepositInvoiceMutation,
  useCreateFinalInvoiceMutation,
  useEmailQuoteMutation,
} = defineCalls(POS_TAGS, {
  quotes: read(pos.quotes, {
    args: (query: QuoteListArgs) => ({ query }),
    result: ({ data, meta }): ListPageOf<QuoteView> => {
      const rows = Array.isArray(data) ? data : [data];
      return { rows, total: meta?.total ?? rows.length };
    },
    providesTags: (page) => listTags('PosQuote', page?.rows),
  }),
  quoteById: read(pos.quotes, {
    args: (id: string) => ({ query: { id } }),
    result: ({ data }) => {
      if (Array.isArray(data)) throw new Error('getQuotes answered a list to an id');
      return data;
    },
    providesTags: (_r, _e, id) => [{ type: 'PosQuote', id }],
  }),
  /** The services and customers the quote form offers (the same call as the POS form). */
  orderFormData: read(pos.posInsertData, { providesTags: [{ type: 'PosInsertData', id: 'LIST' }] }),
  createQuote: write(pos.insertQuote, { invalidatesTags: [{ type: 'PosQuote', id: 'LIST' }] }),
  updateQuote: write(pos.updateQuote, { invalidatesTags: changed }),
  acceptQuote: write(pos.acceptQuote, { invalidatesTags: changed }),
  declineQuote: write(pos.declineQuote, { invalidatesTags: changed }),
  convertQuote: write(pos.convertQuote, { invalidatesTags: invoiced }),
  /** The deposit invoice and the final invoice (svc-pos deposits): each makes an invoice, as converting does. */
  createDepositInvoice: write(pos.createDepositInvoice, { invalidatesTags: invoiced }),
  createFinalInvoice: write(pos.createFinalInvoice, { invalidatesTags: invoiced }),
  /**
   * E-mails the quote as a PDF (svc-notify sends it), idempotent by its definition: a double click sends
   * one mail. The quote's e-mail history gains the request, so the quote is read again.
   */
  emailQuote: write(pos.emailQuote, {
    invalidatesTags: (_r, _e, { quote_id }) => [{ type: 'PosQuote', id: quote_id }],
  }),
});
