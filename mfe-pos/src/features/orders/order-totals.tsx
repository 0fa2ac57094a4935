import { formatPence } from '../../shared/money';

/**
 * The order's last total: what is still due once the pay amount is taken. A pay amount above the total has
 * its message; the due never reads as a negative debt.
 */
export function OrderTotals({ duePence }: { duePence: number }) {
  return (
    <div className="pos-totals__row pos-totals__row--strong">
      <dt>Due</dt>
      <dd data-testid="due" className={duePence > 0 ? 'pos-due' : undefined}>
        {formatPence(Math.max(0, duePence))}
      </dd>
    </div>
  );
}
