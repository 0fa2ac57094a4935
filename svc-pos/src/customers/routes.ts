import type { CustomerByPhoneQuery } from '@voltdesk/contracts';
import { respond, type RouteSpec } from '@voltdesk/service-kit';
import type { CustomerService } from './service';

export const customerRoutes = (customers: CustomerService): RouteSpec[] => [
  {
    method: 'GET',
    path: 'admin/getCustomers',
    handler: async (ctx) => respond(ctx, await customers.list()),
  },
  {
    method: 'GET',
    path: 'admin/customerByPhone',
    query: 'pos.customers.byPhone',
    handler: async (ctx) =>
      respond(ctx, await customers.byPhone((ctx.state.query as CustomerByPhoneQuery).phone)),
  },
  {
    method: 'DELETE',
    path: 'admin/deleteCustomer',
    query: 'common.idQuery',
    handler: async (ctx) => {
      await customers.remove((ctx.state.query as { id: string }).id);
      respond(ctx, null, { message: 'Customer deleted successfully.' });
    },
  },
];
