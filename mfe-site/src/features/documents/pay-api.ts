import { defineCalls, read, write } from '@voltdesk/app-core';
import { posEndpoints as pos } from '@voltdesk/contracts';

/**
 * The Pay button's calls to svc-pos, by the link's token: whether online card payment is on for the
 * invoice (and what is due), and the Stripe Checkout Session to send the customer to.
 */
export const payApi = defineCalls(['OnlinePayment'], {
  siteOnlinePaymentStatus: read(pos.onlinePaymentStatus, {
    args: (token: string) => ({ query: { token } }),
    providesTags: ['OnlinePayment'],
    keepUnusedDataFor: 0,
  }),
  siteStartOnlinePayment: write(pos.startOnlinePayment, {
    args: (token: string) => ({ body: { token } }),
  }),
});

export const { useSiteOnlinePaymentStatusQuery, useSiteStartOnlinePaymentMutation } = payApi;
