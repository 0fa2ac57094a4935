import type { CustomerDetailData } from '@voltdesk/contracts';
import { formatPounds } from '../../shared/money';
import { Card } from '../../shared/page';

/** What the customer has been invoiced, credited and still owes, over the invoices that are not void. */
export function CustomerAccountCard({ totals }: { totals: CustomerDetailData['totals'] }) {
  return (
    <Card title="Account">
      <dl className="pos-customer__facts" aria-label="Account">
        <dt>Invoices</dt>
        <dd>{totals.invoices}</dd>
        <dt>Total invoiced</dt>
        <dd>{formatPounds(totals.invoiced)}</dd>
        <dt>Credited</dt>
        <dd>{formatPounds(totals.credited)}</dd>
        <dt>Balance outstanding</dt>
        <dd className={totals.outstanding > 0 ? 'pos-due' : undefined}>{formatPounds(totals.outstanding)}</dd>
      </dl>
      <p className="pos-muted">Void invoices are not counted.</p>
    </Card>
  );
}
