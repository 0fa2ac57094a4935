import type { posEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import { withIdempotencyKey } from '../shared/idempotency-key';
import type { CreditNoteService } from './credits';
import type { OrderService, RemoveOutcome } from './service';
import type { SummaryService } from './summary';

type OrderHandlers = Pick<
  Handlers<typeof posEndpoints>,
  | 'orders'
  | 'createOrder'
  | 'updateOrder'
  | 'takePayment'
  | 'deleteOrder'
  | 'voidOrder'
  | 'creditOrder'
  | 'orderTrail'
  | 'posSummary'
>;

/** What `deleteOrder` says it did: the POS shows the message as it is. */
const REMOVED: Record<RemoveOutcome, string> = {
  deleted: 'Order deleted successfully.',
  voided: 'Invoice voided: it has payments, so it is kept and marked void.',
  already_void: 'The invoice was already void.',
};

export function orderHandlers(
  orders: OrderService,
  credits: CreditNoteService,
  summary: SummaryService,
): OrderHandlers {
  return {
    orders: async ({ query }) => {
      if (query.id) return { data: await orders.get(query.id) };
      return orders.list(query);
    },
    createOrder: async ({ body, user, ctx }) => {
      const key = ctx.get('idempotency-key') || undefined;
      const { order, created } = await orders.create(body, user.id, key);
      // A repeated key answers exactly what the first request got; the header tells a retry it was one.
      if (!created) ctx.set('Idempotent-Replayed', 'true');
      return { data: order, status: 201, message: 'Invoice created' };
    },
    updateOrder: async ({ body, user }) => ({
      data: await orders.update(body, user.id),
      message: 'Invoice updated',
    }),
    takePayment: async ({ body, user, ctx }) => {
      const { order_id: orderId, ...payment } = body;
      const result = await withIdempotencyKey(ctx, (key) => orders.pay(orderId, payment, user.id, key));
      return { data: result, message: 'Payment update successfully' };
    },
    deleteOrder: async ({ query, user }) => {
      const outcome = await orders.remove(query.id, user.id, query.reason);
      return { data: null, message: REMOVED[outcome] };
    },
    voidOrder: async ({ body, user }) => {
      const { order, changed } = await orders.void(body.id, user.id, body.reason);
      return { data: order, message: changed ? 'Invoice voided.' : REMOVED.already_void };
    },
    creditOrder: async ({ body, user, ctx }) => {
      const result = await withIdempotencyKey(ctx, (key) => credits.issue(body, user.id, key));
      return {
        data: result,
        status: 201,
        message: `Credit note #${result.credit_note.credit_no} issued`,
      };
    },
    orderTrail: async ({ query }) => ({ data: await orders.trail(query.invoice_no) }),
    posSummary: async () => ({ data: await summary.summary() }),
  };
}
