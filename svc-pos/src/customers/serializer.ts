import type { CustomerView } from '@voltdesk/contracts';
import { reverseChargeFieldsView } from '../shared/reverse-charge/customer';
import type { CustomerDoc } from './model';

export const serializeCustomer = (
  c: Pick<CustomerDoc, '_id' | 'name' | 'phone' | 'email' | 'address'> & Partial<CustomerDoc>,
): CustomerView => ({
  id: String(c._id),
  name: c.name,
  phone: c.phone,
  email: c.email,
  address: c.address ?? null,
  ...reverseChargeFieldsView(c),
  // Only on a contractor who deducts CIS: every other customer shows as before.
  ...(c.cis_rate === null || c.cis_rate === undefined ? {} : { cis_rate: c.cis_rate }),
});
