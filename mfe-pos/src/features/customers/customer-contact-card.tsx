import type { CustomerView } from '@voltdesk/contracts';
import { Card } from '../../shared/page';

/** The customer's contact details as the record holds them, and Edit. */
export function CustomerContactCard({ customer, onEdit }: { customer: CustomerView; onEdit: () => void }) {
  return (
    <Card title="Contact details">
      <dl className="pos-customer__facts">
        <dt>Name</dt>
        <dd>{customer.name}</dd>
        <dt>Phone</dt>
        <dd>{customer.phone}</dd>
        <dt>Email</dt>
        <dd>{customer.email}</dd>
        <dt>Address</dt>
        <dd>{customer.address || '—'}</dd>
      </dl>
      <button type="button" className="vd-btn" onClick={onEdit}>
        Edit
      </button>
      <p className="pos-muted">
        Invoices keep the customer as they were issued to; editing here changes new invoices only.
      </p>
    </Card>
  );
}
