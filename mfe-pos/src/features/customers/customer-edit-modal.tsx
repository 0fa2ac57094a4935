import { RecordModal, type RecordField } from '@voltdesk/app-core/ui';
import type { CustomerView } from '@voltdesk/contracts';
import { useUpdateCustomerMutation } from './customers-api';
import { reverseChargeFields } from './customer-reverse-charge';

const fields: RecordField[] = [
  { name: 'name', label: 'Name' },
  { name: 'phone', label: 'Phone', inputMode: 'tel' },
  { name: 'email', label: 'Email', inputMode: 'email' },
  // Blank is no address, as the order form sends it.
  { name: 'address', label: 'Address', kind: 'textarea', parse: (text) => text.trim() || null },
  // "Contractor deducts CIS" and at which rate: blank is a customer who does not.
  {
    name: 'cis_rate',
    label: 'Contractor deducts CIS',
    kind: 'select',
    options: [
      { value: '', label: 'No' },
      { value: '20', label: 'Yes, at 20% (registered)' },
      { value: '30', label: 'Yes, at 30% (not registered)' },
      { value: '0', label: 'Yes, at 0% (gross payment status)' },
    ],
    format: (rate) => (rate === null || rate === undefined ? '' : String(rate)),
    parse: (text) => (text === '' ? null : Number(text)),
  },
  // The domestic reverse charge: how the customer stands (svc-pos decides each invoice from these).
  ...reverseChargeFields,
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
      save={(body) => update(body)}
      busy={updating.isLoading}
      onClose={onClose}
    />
  );
}
