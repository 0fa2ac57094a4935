import { api, callOf, dataOf } from '@voltdesk/app-core';
import type { ListPageOf } from '@voltdesk/app-core/ui';
import {
  posEndpoints,
  type EnvelopeOf,
  type ListQuery,
  type PosInsertData,
  type QuoteConvertRequest,
  type QuoteCreateRequest,
  type QuoteDecisionRequest,
  type QuoteEmailRequest,
  type QuoteStatus,
  type QuoteUpdateRequest,
  type QuoteView,
} from '@voltdesk/contracts';
import { listTags, POS_TAGS } from '../../shared/tags';

const {
  quotes,
  insertQuote,
  updateQuote,
  acceptQuote,
  declineQuote,
  convertQuote,
  emailQuote,
  posInsertData,
} = posEndpoints;

/** A page of the quote list: `page`, `per_page`, a search (name, phone, quote number) and a status. */
export interface QuoteListArgs extends ListQuery {
  status?: QuoteStatus;
}

const quoteOf = (body: EnvelopeOf<typeof quotes>): QuoteView => {
  const data = dataOf(quotes)(body);
  if (Array.isArray(data)) throw new Error('getQuotes answered a list to an id');
  return data;
};

/** A write's answer changes the quote and the list it is in. */
const changed = (_r: unknown, _e: unknown, arg: { id?: string }) => [
  { type: 'PosQuote' as const, id: 'LIST' },
  ...(arg.id ? [{ type: 'PosQuote' as const, id: arg.id }] : []),
];

/**
 * Quote calls of svc-pos. Converting makes an invoice, so it refreshes the order list and the customers
 * (the invoice may create one) too.
 */
const quotesApi = api.enhanceEndpoints({ addTagTypes: POS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    posGetQuotes: build.query<ListPageOf<QuoteView>, QuoteListArgs>({
      query: (query) => callOf(quotes, { query }),
      transformResponse: (body: EnvelopeOf<typeof quotes>) => {
        const data = dataOf(quotes)(body);
        const rows = Array.isArray(data) ? data : [data];
        return { rows, total: body.meta?.total ?? rows.length };
      },
      providesTags: (page) => listTags('PosQuote', page?.rows),
    }),
    posGetQuote: build.query<QuoteView, string>({
      query: (id) => callOf(quotes, { query: { id } }),
      transformResponse: quoteOf,
      providesTags: (_r, _e, id) => [{ type: 'PosQuote', id }],
    }),
    /** The services and customers the quote form offers (the same call as the POS form). */
    posGetQuoteFormData: build.query<PosInsertData, void>({
      query: () => callOf(posInsertData),
      transformResponse: dataOf(posInsertData),
      providesTags: [{ type: 'PosInsertData', id: 'LIST' }],
    }),
    posInsertQuote: build.mutation<EnvelopeOf<typeof insertQuote>, QuoteCreateRequest>({
      query: (body) => callOf(insertQuote, { body }),
      invalidatesTags: [{ type: 'PosQuote', id: 'LIST' }],
    }),
    posUpdateQuote: build.mutation<EnvelopeOf<typeof updateQuote>, QuoteUpdateRequest>({
      query: (body) => callOf(updateQuote, { body }),
      invalidatesTags: changed,
    }),
    posAcceptQuote: build.mutation<EnvelopeOf<typeof acceptQuote>, QuoteDecisionRequest>({
      query: (body) => callOf(acceptQuote, { body }),
      invalidatesTags: changed,
    }),
    posDeclineQuote: build.mutation<EnvelopeOf<typeof declineQuote>, QuoteDecisionRequest>({
      query: (body) => callOf(declineQuote, { body }),
      invalidatesTags: changed,
    }),
    posConvertQuote: build.mutation<EnvelopeOf<typeof convertQuote>, QuoteConvertRequest>({
      query: (body) => callOf(convertQuote, { body }),
      invalidatesTags: (r, e, arg) => [
        ...changed(r, e, arg),
        { type: 'PosOrder', id: 'LIST' },
        { type: 'PosCustomer', id: 'LIST' },
        { type: 'PosInsertData', id: 'LIST' },
      ],
    }),
    /**
     * E-mails the quote as a PDF (svc-notify sends it) with an `Idempotency-Key`: a double click sends one
     * mail. The quote's e-mail history gains the request, so the quote is read again.
     */
    posEmailQuote: build.mutation<
      EnvelopeOf<typeof emailQuote>,
      { request: QuoteEmailRequest; idempotencyKey: string }
    >({
      query: ({ request, idempotencyKey }) => ({
        ...callOf(emailQuote, { body: request }),
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (_r, _e, { request }) => [{ type: 'PosQuote', id: request.quote_id }],
    }),
  }),
  overrideExisting: false,
});

export const {
  usePosGetQuotesQuery,
  usePosGetQuoteQuery,
  usePosGetQuoteFormDataQuery,
  usePosInsertQuoteMutation,
  usePosUpdateQuoteMutation,
  usePosAcceptQuoteMutation,
  usePosDeclineQuoteMutation,
  usePosConvertQuoteMutation,
  usePosEmailQuoteMutation,
} = quotesApi;
