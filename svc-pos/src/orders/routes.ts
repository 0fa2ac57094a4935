import { messageOf, posEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
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
    // Messages are the definitions' (the registration answers a plain one when the handler gives none).
    createOrder: async ({ body, user }) => ({
      data: (await orders.create(body, user.id)).order,
      status: 201,
    }),
    updateOrder: async ({ body, user }) => ({ data: await orders.update(body, user.id) }),
    takePayment: async ({ body, user }) => {
      const { order_id: orderId, ...payment } = body;
      return { data: await orders.pay(orderId, payment, user.id) };
    },
    deleteOrder: async ({ query, user }) => {
      const outcome: RemoveOutcome = await orders.remove(query.id, user.id, query.reason);
      return { data: null, message: messageOf(posEndpoints.deleteOrder, outcome) };
    },
    voidOrder: async ({ body, user }) => {
      const { order, changed } = await orders.void(body.id, user.id, body.reason);
      return { data: order, message: messageOf(posEndpoints.voidOrder, changed ? 'voided' : 'already_void') };
    },
    creditOrder: async ({ body, user }) => {
      const result = await credits.issue(body, user.id);
      return {
        data: result,
        status: 201,
        message: messageOf(posEndpoints.creditOrder, { credit_no: String(result.credit_note.credit_no) }),
      };
    },
    orderTrail: async ({ query }) => ({ data: await orders.trail(query.invoice_no) }),
    posSummary: async () => ({ data: await summary.summary() }),
  };
}
