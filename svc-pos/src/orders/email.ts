import {
  invoiceEmailedMessage,
  type InvoiceEmailData,
  type InvoiceEmailRequest,
  type posEndpoints,
} from '@voltdesk/contracts';
import {
  CHANGED_SINCE_READ,
  NotFoundError,
  optimisticUpdate,
  ValidationError,
  type Clock,
  type Handlers,
} from '@voltdesk/service-kit';
import { Types } from 'mongoose';
import { withIdempotencyKey } from '../shared/idempotency-key';
import { recordMailRequest } from '../shared/mail-request';
import { IdempotencyClaims, idempotencyKeyOf, requestHash } from './idempotency';
import { HIDDEN, type IdempotencyModel, type OrderModel, type TrailEntry } from './model';
import { serializeOrder, type OrderState } from './serializer';

export interface InvoiceMailDeps {
  orders: OrderModel;
  idempotency: IdempotencyModel;
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
  private readonly claims: IdempotencyClaims;

  constructor(private readonly deps: InvoiceMailDeps) {
    this.claims = new IdempotencyClaims({ idempotency: deps.idempotency, clock: deps.clock });
  }

  /**
   * With an `Idempotency-Key` (one namespace with insertOrder, due_pay and creditOrder), the key is claimed
   * first and kept on the trail entry, whose conditional write also requires that no entry carries it: a
   * double click or a retry records one request and sends one mail, and every repeat gets the first answer
   * (`replayed`). Without a key every call is a new mail, as a second, deliberate click should be.
   *
   * @throws NotFoundError for an unknown (or deleted) order; ValidationError on `email` when the invoice has
   *   no customer e-mail and none was given; ConflictError for a key used with another request.
   */
  async request(
    input: InvoiceEmailRequest,
    adminId: string,
    idempotencyKey?: string,
  ): Promise<{ result: InvoiceEmailData; replayed: boolean }> {
    const key = idempotencyKeyOf(idempotencyKey);
    if (!key) return { result: await this.record(input, adminId), replayed: false };
    const hash = requestHash({ route: 'emailInvoice', order_id: input.order_id, email: input.email ?? null });
    const recordedWithKey = async () => {
      const order = await this.deps.orders
        .findOne({ _id: input.order_id, 'history.key': key }, { invoice_no: 1, history: 1 })
        .lean<Pick<OrderState, '_id' | 'invoice_no' | 'history'>>();
      const entry = order?.history?.find((e) => e.key === key);
      return order && entry ? resultOf(order, entry) : undefined;
    };
    const replay = await this.claims.claim(key, hash, new Types.ObjectId(input.order_id), {
      done: recordedWithKey,
      // A claim that expired (TTL) leaves the key on the trail entry it wrote.
      gone: recordedWithKey,
      conflict: 'This Idempotency-Key was already used for a different request.',
    });
    if (replay) return { result: replay, replayed: true };
    try {
      return { result: await this.record(input, adminId, key), replayed: false };
    } catch (err) {
      // Nothing was recorded: free the key so a corrected retry (an address typed) is not refused.
      await this.claims.release(key, { hash });
      throw err;
    }
  }

  private async record(input: InvoiceEmailRequest, adminId: string, key?: string): Promise<InvoiceEmailData> {
    const { orders, clock } = this.deps;
    return optimisticUpdate({
      read: async () => {
        const current = await orders.findOne({ _id: input.order_id }, HIDDEN).lean<OrderState>();
        if (!current) throw new NotFoundError('Order not found.');
        return current;
      },
      write: async (current) => {
        const to = input.email ?? current.customer.email?.trim();
        if (!to) throw new ValidationError({ email: [NO_CUSTOMER_EMAIL] });
        const now = clock.now();
        const entry: TrailEntry = {
          action: 'emailed',
          at: now,
          by: adminId,
          changes: [],
          to,
          ...(key ? { key } : {}),
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
    emailInvoice: async ({ body, user, ctx }) => {
      const result = await withIdempotencyKey(ctx, (key) => mails.request(body, user.id, key));
      return { data: result, message: invoiceEmailedMessage(result.to) };
    },
  };
}
