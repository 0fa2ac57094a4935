import type { FromSchema } from 'json-schema-to-ts';

/**
 * Online card payment through Stripe Checkout (svc-pos `src/online-payments/`). The customer's invoice page
 * sends its link token; svc-pos finds the invoice from the token alone and asks Stripe for a Checkout
 * Session for what is due (nothing about the amount comes from the page).
 */
export const onlinePaymentStartSchema = {
  $id: 'pos.onlinePayments.start',
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: {
    /** The customer link's token of the invoice (the page's own). */
    token: { type: 'string', minLength: 1, maxLength: 2000 },
  },
} as const;
export type OnlinePaymentStartRequest = FromSchema<typeof onlinePaymentStartSchema>;

/** `startOnlinePayment`: where to send the customer (Stripe's hosted payment page) and for how much. */
export const onlinePaymentSessionView = {
  $id: 'pos.views.onlinePaymentSession',
  type: 'object',
  additionalProperties: false,
  required: ['url', 'session_id', 'amount'],
  properties: {
    url: { type: 'string' },
    session_id: { type: 'string' },
    /** Pounds: the invoice's due when the session was made. */
    amount: { type: 'number' },
  },
} as const;
export type OnlinePaymentSessionView = FromSchema<typeof onlinePaymentSessionView>;

/** What the public invoice page needs to know about online payment: whether it is on at all. */
export const onlinePaymentStatusSchema = {
  $id: 'pos.onlinePayments.status',
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 2000 } },
} as const;

/** `onlinePaymentStatus`: `enabled` false when svc-pos has no Stripe keys (the page shows bank details). */
export const onlinePaymentStatusView = {
  $id: 'pos.views.onlinePaymentStatus',
  type: 'object',
  additionalProperties: false,
  required: ['enabled', 'due', 'paid_online'],
  properties: {
    enabled: { type: 'boolean' },
    /** Pounds still due on the invoice. */
    due: { type: 'number' },
    /** Pounds the invoice has received by card online. */
    paid_online: { type: 'number' },
  },
} as const;
export type OnlinePaymentStatusView = FromSchema<typeof onlinePaymentStatusView>;

export const onlinePaymentSchemas = [onlinePaymentStartSchema, onlinePaymentStatusSchema] as const;
export const onlinePaymentViews = [onlinePaymentSessionView, onlinePaymentStatusView] as const;

/** The messages the public calls answer (the page shows them as written). */
export const ONLINE_PAYMENT_OFF = 'Online card payment is not available: please pay by bank transfer.';
export const ONLINE_PAYMENT_NOTHING_DUE = 'This invoice has nothing left to pay.';
export const ONLINE_PAYMENT_VOID = 'This invoice is void: it takes no payment.';
export const ONLINE_PAYMENT_UNREACHABLE =
  'The card payment page could not be opened just now. Please try again in a minute.';
