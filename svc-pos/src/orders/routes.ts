import type {
  OrderCreateRequest,
  OrderQuery,
  OrderUpdateRequest,
  PaymentCreateRequest,
} from '@voltdesk/contracts';
import { respond, type ApiContext, type RouteSpec } from '@voltdesk/service-kit';
import type { OrderService } from './service';
import type { SummaryService } from './summary';

const adminId = (ctx: ApiContext) => ctx.state.user?.id ?? 'unknown';

export const orderRoutes = (orders: OrderService, summary: SummaryService): RouteSpec[] => [
  {
    method: 'GET',
    path: 'admin/getOrders',
    query: 'pos.orders.query',
    handler: async (ctx) => {
      const query = ctx.state.query as OrderQuery;
      if (query.id) return respond(ctx, await orders.get(query.id));
      const { data, meta } = await orders.list(query);
      respond(ctx, data, { meta });
    },
  },
  {
    method: 'POST',
    path: 'admin/insertOrder',
    body: 'pos.orders.create',
    handler: async (ctx) => {
      const key = ctx.get('idempotency-key') || undefined;
      const { order, created } = await orders.create(ctx.state.body as OrderCreateRequest, adminId(ctx), key);
      // A repeated key answers exactly what the first request got; the header tells a retry it was one.
      if (!created) ctx.set('Idempotent-Replayed', 'true');
      respond(ctx, order, { status: 201, message: 'Invoice created' });
    },
  },
  {
    method: 'PUT',
    path: 'admin/updateOrder',
    body: 'pos.orders.update',
    handler: async (ctx) => {
      const order = await orders.update(ctx.state.body as OrderUpdateRequest, adminId(ctx));
      respond(ctx, order, { message: 'Invoice updated' });
    },
  },
  {
    method: 'POST',
    path: 'admin/due_pay',
    body: 'pos.payments.create',
    handler: async (ctx) => {
      const { order_id: orderId, amount } = ctx.state.body as PaymentCreateRequest;
      const key = ctx.get('idempotency-key') || undefined;
      const { result, replayed } = await orders.pay(orderId, amount, adminId(ctx), key);
      if (replayed) ctx.set('Idempotent-Replayed', 'true');
      respond(ctx, result, { message: 'Payment update successfully' });
    },
  },
  {
    method: 'DELETE',
    path: 'admin/deleteOrder',
    query: 'common.idQuery',
    handler: async (ctx) => {
      await orders.remove((ctx.state.query as { id: string }).id, adminId(ctx));
      respond(ctx, null, { message: 'Order deleted successfully.' });
    },
  },
  {
    method: 'GET',
    path: 'admin/posSummary',
    handler: async (ctx) => respond(ctx, await summary.summary()),
  },
];
