import type { ReactNode } from 'react';
import type { OrderView } from '@voltdesk/contracts';
import { formatPence, poundsToPence } from '../../shared/money';

export interface InvoiceFigure {
  label: string;
  value: ReactNode;
  testId?: string;
  className?: string;
}

/**
 * What a dialog acting on an invoice (payment, credit note) shows above its form: the customer and the
 * total, then the figures the dialog is about.
 */
export function InvoiceSummary({
  order,
  figures,
}: {
  order: Pick<OrderView, 'customer' | 'total'>;
  figures: readonly InvoiceFigure[];
}) {
  return (
    <dl className="pos-kv">
      <dt>Customer</dt>
      <dd>{order.customer.name}</dd>
      <dt>Total</dt>
      <dd>{formatPence(poundsToPence(order.total))}</dd>
      {figures.map((f) => (
        <Figure key={f.label} {...f} />
      ))}
    </dl>
  );
}

function Figure({ label, value, testId, className }: InvoiceFigure) {
  return (
    <>
      <dt>{label}</dt>
      <dd className={className} data-testid={testId}>
        {value}
      </dd>
    </>
  );
}
