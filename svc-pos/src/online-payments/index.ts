import type { Connection } from 'mongoose';
import type { Logger } from 'pino';
import { customerDocumentUrl, formatInvoicePence } from '@voltdesk/contracts';
import { RateLimiter, systemClock, type Clock } from '@voltdesk/service-kit';
import { recordCustomerAction } from '../shared/customer-activity';
import { OnlineCheckout, type LinkCheck, type OnlineCheckoutDeps } from './checkout';
import type { StripeSettings } from './config';
import { onlineRefundModel, stripeEventModel } from './model';
import { CardRefunds } from './refunds';
import { StripeApi } from './stripe-api';
import { StripeWebhook, type StripeWebhookDeps } from './webhook';

export { onlinePaymentHandlers } from './routes';

/** Where nothing is logged: the logger's calls these features make, doing nothing. */
const SILENT: Pick<Logger, 'error'> = { error: () => undefined };

/** Checkout Sessions one client address may open an hour (each is a call to Stripe). */
const SESSIONS_PER_HOUR = 30;
const HOUR_MS = 60 * 60_000;

/** What online payment reads of other features, looked up on a request (they may be built after it). */
export interface OnlinePaymentFeatures {
  links: LinkCheck;
  /** The orders feature: an invoice as the API shows it, and a payment made online (once per intent). */
  orders: OnlineCheckoutDeps['invoices'] & StripeWebhookDeps['payments'];
}

/** Stripe's keys (undefined: online payment off) and the site's public origin. */
export interface OnlineSettings {
  stripe?: StripeSettings;
  publicUrl: string;
}

export interface OnlinePaymentOptions {
  onlinePayments?: OnlineSettings;
  clock?: Clock;
  /** Absent (the seed, the benchmark): problems are not logged. */
  logger?: Pick<Logger, 'error'>;
}

/** Online card payment (Stripe Checkout): the Pay button's calls, the webhook, and card refunds. */
export function createOnlinePayments(
  /** Any model of svc-pos's database: its connection holds online payment's collections. */
  { db: conn }: { db: Connection },
  options: OnlinePaymentOptions,
  features: () => OnlinePaymentFeatures,
) {
  const logger = options.logger ?? SILENT;
  const clock = options.clock ?? systemClock;
  const settings = options.onlinePayments?.stripe;
  const publicUrl = options.onlinePayments?.publicUrl ?? 'http://localhost:8080';
  const stripe = settings ? new StripeApi(settings) : undefined;
  const events = stripeEventModel(conn);
  const refundModel = onlineRefundModel(conn);
  const checkout = new OnlineCheckout({
    stripe,
    links: { resolve: (token) => features().links.resolve(token) },
    invoices: { get: (id) => features().orders.get(id) },
    // Back to the invoice page the customer came from, saying how the payment went.
    pageUrl: (token, outcome) => `${customerDocumentUrl(publicUrl, token)}&payment=${outcome}`,
    limiter: new RateLimiter(conn, 'online-checkout', SESSIONS_PER_HOUR, HOUR_MS),
    logger,
  });
  const webhook = new StripeWebhook({
    stripe,
    events,
    payments: { payOnline: (...args) => features().orders.payOnline(...args) },
    clock,
    logger,
    // The customer's card payment, in the Activity Log as theirs (the invoice's trail has it as Stripe's).
    recorded: (app, { orderId, pence }) => {
      void features()
        .orders.get(orderId)
        .then((order) => {
          if (!order) return;
          recordCustomerAction(app, {
            endpoint: 'stripeWebhook',
            who: order.customer_id ? `customer:${order.customer_id}` : `invoice:${orderId}`,
            name: order.customer?.name,
            target: orderId,
            label: `Invoice #${order.invoice_no}, ${formatInvoicePence(pence)}`,
          });
        })
        .catch(() => undefined);
    },
  });
  const cardRefunds = new CardRefunds({ stripe, refunds: refundModel, clock, logger });
  return { checkout, webhook, cardRefunds, models: { events, refunds: refundModel } };
}
export type OnlinePayments = ReturnType<typeof createOnlinePayments>;
