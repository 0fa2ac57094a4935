import type { posEndpoints } from '@voltdesk/contracts';
import type { Handlers } from '@voltdesk/service-kit';
import type { CustomerService } from './service';

export function customerHandlers(
  customers: CustomerService,
): Pick<Handlers<typeof posEndpoints>, 'customers' | 'customerByPhone' | 'deleteCustomer'> {
  return {
    customers: async ({ query }) => customers.page(query),
    customerByPhone: async ({ query }) => ({ data: await customers.byPhone(query.phone) }),
    deleteCustomer: async ({ query }) => {
      await customers.remove(query.id);
      return { data: null, message: 'Customer deleted successfully.' };
    },
  };
}
