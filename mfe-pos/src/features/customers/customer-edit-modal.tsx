import { RecordModal, type RecordField } from '@voltdesk/app-core/ui';
import type { CustomerUpdateRequest, CustomerView } from '@voltdesk/contracts';
import { useUpdateCustomerMutation } from './customers-api';

const fields: RecordField[] = [
  { name: 'name', label: 'Name' },
  { name: 'phone', label: 'Phone', inputMode: 'tel' },
  { name: 'email', label: 'Email', inputMode: 'email' },
  // Blank is no address, as the order form sends it.
  { name: 'address', label: 'Address', kind: 'textarea', parse: (text) => text.trim() || null },
];

/** Update Customer: the record's name, phone, e-mail and address, checked by the contract, then saved. */
export function CustomerEditModal({ customer, onClose }: { customer: CustomerView; onClose: () => void }) {
  const [update, updating] = useUpdateCustomerMutation();
  return (
    <RecordModal
      noun="Customer"
      fields={fields}
      record={customer}
      schemas={{ create: 'pos.customers.update', update: 'pos.customers.update' }}
      withStatus={false}
      save={(body) => update(body as CustomerUpdateRequest)}
      busy={updating.isLoading}
      onClose={onClose}
    />
  );
}
