import {
  DESK_PAYMENT_METHODS,
  PAYMENT_METHODS,
  type DeskPaymentMethod,
  type OrderView,
  type PaymentMethod,
} from '@voltdesk/contracts';

/** How the desk names each payment method of the contract. */
export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  cash: 'Cash',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  other: 'Other',
  card_online: 'Card (online)',
};

/**
 * The methods a clerk records by hand, in the contract's order (cash first: the default). "Card (online)"
 * is recorded by svc-pos from Stripe, never chosen for a payment.
 */
export const PAYMENT_METHOD_OPTIONS = DESK_PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABEL[value],
}));

/**
 * A refund's methods: the desk's, and "Card (online)" (back to the card through Stripe) when the invoice
 * took a payment online.
 */
export const refundMethodOptions = (order: Pick<OrderView, 'payments'>) =>
  order.payments.some((p) => p.method === 'card_online' && p.kind === 'payment')
    ? PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABEL[value] }))
    : PAYMENT_METHOD_OPTIONS;

export const isPaymentMethod = (value: string): value is DeskPaymentMethod =>
  (DESK_PAYMENT_METHODS as readonly string[]).includes(value);
