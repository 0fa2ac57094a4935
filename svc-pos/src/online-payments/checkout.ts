import {
  CUSTOMER_DOCUMENT_MESSAGES,
  ONLINE_PAYMENT_NOTHING_DUE,
  ONLINE_PAYMENT_OFF,
  ONLINE_PAYMENT_UNREACHABLE,
  ONLINE_PAYMENT_VOID,
  toPence,
  toPounds,
  type OnlinePaymentSessionView,
  type OnlinePaymentStatusView,
  type OrderView,
} from '@voltdesk/contracts';
import {
  ConflictError,
  HttpError,
  NotFoundError,
  ServiceUnavailableError,
  type RateLimiter,
} from '@voltdesk/service-kit';
import type { Logger } from 'pino';
import type { StripeApi } from './stripe-api';

/** The customer links' check: the live link a token names (its document), or undefined. */
export interface LinkCheck {
  resolve(token: string): Promise<{ kind: string; document_id: string } | undefined>;
}

export interface OnlineCheckoutDeps {
  /** Undefined while online payment is off. */
  stripe?: StripeApi;
  links: LinkCheck;
  /** The invoice as the API shows it (the orders feature's `get`). @throws NotFoundError */
  invoices: { get(orderId: string): Promise<OrderView> };
  /** The invoice page a link token opens, on the site (success and cancel come back to it). */
  pageUrl: (token: string, outcome: 'paid' | 'cancelled') => string;
  /** Checkout Sessions a client address may open an hour. */
  limiter: RateLimiter;
  logger: Pick<Logger, 'error'>;
}

/** 404 in the document page's words, for any token that is not a live link of an invoice. */
const NOT_FOUND = CUSTOMER_DOCUMENT_MESSAGES.notFound;

/** 502: Stripe did not answer, or refused (a key revoked, an account not activated). */
class StripeUnavailableError extends HttpError {
  constructor() {
    super(502, ONLINE_PAYMENT_UNREACHABLE);
  }
}

/**
 * The Pay button's side: whether online payment is on for an invoice page, and the Checkout Session for
 * what it owes. The invoice comes from the link token alone; the amount is the invoice's due as svc-pos
 * computes it, never anything the page sends.
 */
export class OnlineCheckout {
  constructor(private readonly deps: OnlineCheckoutDeps) {}

  /** @throws NotFoundError for a token that is not a live link of an invoice. */
  async status(token: string): Promise<OnlinePaymentStatusView> {
    const invoice = await this.invoiceOf(token);
    const onlinePence = invoice.payments
      .filter((p) => p.method === 'card_online')
      .reduce((sum, p) => sum + toPence(p.amount), 0);
    return {
      enabled: Boolean(this.deps.stripe),
      due: invoice.due,
      paid_online: toPounds(onlinePence),
    };
  }

  /**
   * A Checkout Session for the invoice's whole due, GBP pence.
   *
   * @throws NotFoundError; ServiceUnavailableError while online payment is off; ConflictError when nothing
   *   is due or the invoice is void; 502 when Stripe does not answer; TooManyRequestsError.
   */
  async start(token: string, ip: string): Promise<OnlinePaymentSessionView> {
    const { stripe, limiter, logger } = this.deps;
    const invoice = await this.invoiceOf(token);
    if (!stripe) throw new ServiceUnavailableError(ONLINE_PAYMENT_OFF, 3600);
    if (invoice.status === 'Void') throw new ConflictError(ONLINE_PAYMENT_VOID);
    const pence = toPence(invoice.due);
    if (pence <= 0) throw new ConflictError(ONLINE_PAYMENT_NOTHING_DUE);
    await limiter.hit(ip);
    try {
      const session = await stripe.createCheckoutSession({
        orderId: invoice.id,
        invoiceNo: invoice.invoice_no,
        pence,
        description: `Invoice #${invoice.invoice_no}`,
        customerEmail: invoice.customer.email?.trim() || undefined,
        successUrl: this.deps.pageUrl(token, 'paid'),
        cancelUrl: this.deps.pageUrl(token, 'cancelled'),
      });
      if (!session.url) throw new Error(`Checkout Session ${session.id} came without a url`);
      return { url: session.url, session_id: session.id, amount: toPounds(pence) };
    } catch (err) {
      logger.error({ err, order_id: invoice.id }, 'Stripe Checkout Session could not be created');
      throw new StripeUnavailableError();
    }
  }

  private async invoiceOf(token: string): Promise<OrderView> {
    const link = await this.deps.links.resolve(token);
    if (!link || link.kind !== 'invoice') throw new NotFoundError(NOT_FOUND);
    try {
      return await this.deps.invoices.get(link.document_id);
    } catch (err) {
      if (err instanceof NotFoundError) throw new NotFoundError(NOT_FOUND);
      throw err;
    }
  }
}
