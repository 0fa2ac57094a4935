import type { posEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import type { OrderService } from './service';
import type { SummaryService } from './summary';

type OrderHandlers = Pick<
  Handlers<typeof posEndpoints>,
  'orders' | 'insertOrder' | 'updateOrder' | 'duePay' | 'deleteOrder' | 'posSummary'
>;

export function orderHandlers(orders: OrderService, summary: SummaryService): OrderHandlers {
  return {
    orders: async ({ query }) => {
      if (query.id) return { data: await orders.get(query.id) };
      return orders.list(query);
    },
    insertOrder: async ({ body, user, ctx }) => {
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
    duePay: async ({ body, user, ctx }) => {
      const key = ctx.get('idempotency-key') || undefined;
      const { result, replayed } = await orders.pay(body.order_id, body.amount, user.id, key);
      if (replayed) ctx.set('Idempotent-Replayed', 'true');
      return { data: result, message: 'Payment update successfully' };
    },
    deleteOrder: async ({ query, user }) => {
      await orders.remove(query.id, user.id);
      return { data: null, message: 'Order deleted successfully.' };
    },
    posSummary: async () => ({ data: await summary.summary() }),
  };
}
