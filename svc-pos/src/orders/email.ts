import {
  messageOf,
  posEndpoints,
  type InvoiceEmailData,
  type InvoiceEmailRequest,
} from '@voltdesk/contracts';
import {
  CHANGED_SINCE_READ,
  NotFoundError,
  optimisticUpdate,
  ValidationError,
  type Clock,
  type Handlers,
} from '@voltdesk/service-kit';
import { recordMailRequest, type IssuedMailLink, type MailLinks } from '../shared/mail-request';
import { HIDDEN, type OrderModel, type TrailEntry } from './model';
import { serializeOrder, type OrderState } from './serializer';

export interface InvoiceMailDeps {
  links: MailLinks;
  orders: OrderModel;
  clock: Clock;
}

export const NO_CUSTOMER_EMAIL =
  'This invoice has no customer e-mail address. Enter the address to send the invoice to.';
const CHANGED_UNDERNEATH = 'The order is being changed by someone else. Please try again.';
const ATTEMPTS = 10;

const resultOf = (order: Pick<OrderState, '_id' | 'invoice_no'>, entry: TrailEntry): InvoiceEmailData => ({
  order_id: String(order._id),
  invoice_no: order.invoice_no,
  to: entry.to ?? '',
  requested_at: new Date(entry.at).toISOString(),
});

/**
 * "E-mail invoice". svc-pos does not send mail: it records the request in the invoice's
 * trail (`emailed`, with the address) and, in the same document write, the `invoice.email.requested` event
 * carrying the invoice as the API shows it. svc-notify builds the PDF from that snapshot, sends it and
 * logs the delivery; the trail therefore says when the mail was asked for, the delivery log whether and
 * when it went. The snapshot is the invoice at the moment of the click, so a payment taken a second later
 * does not change what the customer receives.
 */
export class InvoiceMailRequests {
  constructor(private readonly deps: InvoiceMailDeps) {}

  /**
   * Records one mail request (a double click or a retry is the `Idempotency-Key` store's, in service-kit).
   *
   * @throws NotFoundError for an unknown (or deleted) order; ValidationError on `email` when the invoice has
   *   no customer e-mail and none was given.
   */
  async request(input: InvoiceEmailRequest, adminId: string): Promise<InvoiceEmailData> {
    const { orders, clock, links } = this.deps;
    // Made once for the request, whatever the retries below: each link made revokes the ones before.
    let link: IssuedMailLink | undefined;
    return optimisticUpdate({
      read: async () => {
        const current = await orders.findOne({ _id: input.order_id }, HIDDEN).lean<OrderState>();
        if (!current) throw new NotFoundError('Order not found.');
        return current;
      },
      write: async (current) => {
        const to = input.email ?? current.customer.email?.trim();
        if (!to) throw new ValidationError({ email: [NO_CUSTOMER_EMAIL] });
        link ??= await links.issue('invoice', String(current._id), adminId);
        const now = clock.now();
        const entry: TrailEntry = {
          action: 'emailed',
          at: now,
          by: adminId,
          changes: [],
          to,
        };
        const recorded = await recordMailRequest(orders, current, {
          type: 'invoice.email.requested',
          field: 'history',
          record: entry,
          to,
          adminId,
          now,
          payload: {
            order_id: String(current._id),
            invoice_no: current.invoice_no,
            invoice: serializeOrder(current),
            link_token: link.token,
            link_expires_at: link.expires_at,
          },
        });
        return recorded ? resultOf(current, entry) : CHANGED_SINCE_READ;
      },
      attempts: ATTEMPTS,
      conflict: CHANGED_UNDERNEATH,
    });
  }
}

/** `POST admin/emailInvoice`: answers 'Invoice e-mailed to <address>', the toast the POS shows. */
export function invoiceEmailHandlers(
  mails: InvoiceMailRequests,
): Pick<Handlers<typeof posEndpoints>, 'emailInvoice'> {
  return {
    emailInvoice: async ({ body, user }) => {
      const result = await mails.request(body, user.id);
      return { data: result, message: messageOf(posEndpoints.emailInvoice, { to: result.to }) };
    },
  };
}
