import { api, callOf } from '@voltdesk/app-core';
import { posEndpoints, type EnvelopeOf, type InvoiceEmailRequest } from '@voltdesk/contracts';
import { POS_TAGS } from '../../shared/tags';

const { emailInvoice } = posEndpoints;

/**
 * `POST admin/emailInvoice` with an `Idempotency-Key`: svc-pos records the request once per key (a double
 * click sends one mail) and svc-notify sends the PDF. The order's tag is invalidated so the details show the
 * trail's new 'E-mailed the invoice to ...' entry.
 */
const emailInvoiceApi = api.enhanceEndpoints({ addTagTypes: POS_TAGS }).injectEndpoints({
  endpoints: (build) => ({
    posEmailInvoice: build.mutation<
      EnvelopeOf<typeof emailInvoice>,
      { request: InvoiceEmailRequest; idempotencyKey: string }
    >({
      query: ({ request, idempotencyKey }) => ({
        ...callOf(emailInvoice, { body: request }),
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
      invalidatesTags: (_r, _e, { request }) => [{ type: 'PosOrder', id: request.order_id }],
    }),
  }),
  overrideExisting: false,
});

export const { usePosEmailInvoiceMutation } = emailInvoiceApi;
