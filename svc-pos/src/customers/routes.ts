import type { posEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import type { CustomerService } from './service';

export function customerHandlers(
  customers: CustomerService,
): Pick<
  Handlers<typeof posEndpoints>,
  'customers' | 'customerByPhone' | 'deleteCustomer' | 'customer' | 'updateCustomer'
> {
  return {
    customers: async ({ query }) => customers.page(query),
    customerByPhone: async ({ query }) => ({ data: await customers.byPhone(query.phone) }),
    customer: async ({ query }) => customers.detail(query),
    updateCustomer: async ({ body }) => ({
      data: await customers.update(body),
      message: 'Customer updated successfully.',
    }),
    deleteCustomer: async ({ query }) => {
      await customers.remove(query.id);
      return { data: null, message: 'Customer deleted successfully.' };
    },
  };
}
