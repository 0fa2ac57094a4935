import type { OrderView } from '@voltdesk/contracts';
import { REMOVAL_LABEL, type Removal } from './remove-order';

/** What the details ask the screen to open next (one dialog at a time). */
export type DetailsAction = 'pay' | 'credit' | 'remove' | 'email';

export interface DetailsActionsProps {
  order: OrderView;
  /** Something is left to credit on an invoice that is not void. */
  canCredit: boolean;
  /** What Delete does to this invoice (or that it is void already). */
  removal: Removal;
  onClose: () => void;
  onPrint: (order: OrderView) => void;
  onAction: (action: DetailsAction, order: OrderView) => void;
}

/**
 * The order details' buttons: Close, Credit note, Delete or Void (saying what it will do), Print, E-mail
 * invoice and Take payment, each disabled with the reason when it cannot apply.
 */
export function DetailsActions({
  order,
  canCredit,
  removal,
  onClose,
  onPrint,
  onAction,
}: DetailsActionsProps) {
  const isVoid = order.status === 'Void';
  return (
    <div className="pos-details__actions">
      <button type="button" className="vd-btn vd-btn--ghost" onClick={onClose}>
        Close
      </button>
      <button
        type="button"
        className="vd-btn vd-btn--ghost"
        disabled={!canCredit}
        title={
          isVoid ? 'A void invoice cannot be credited' : canCredit ? undefined : 'Nothing left to credit'
        }
        onClick={() => onAction('credit', order)}
      >
        Credit note
      </button>
      <button
        type="button"
        className="vd-btn vd-btn--danger"
        disabled={removal === 'voided'}
        title={removal === 'voided' ? 'This invoice is void' : undefined}
        onClick={() => onAction('remove', order)}
      >
        {REMOVAL_LABEL[removal]}
      </button>
      <button type="button" className="vd-btn vd-btn--ghost" onClick={() => onPrint(order)}>
        Print
      </button>
      <button type="button" className="vd-btn vd-btn--ghost" onClick={() => onAction('email', order)}>
        E-mail invoice
      </button>
      <button
        type="button"
        className="vd-btn vd-btn--success"
        disabled={isVoid || order.due <= 0}
        title={isVoid ? 'A void invoice takes no payment' : order.due <= 0 ? 'Nothing is due' : undefined}
        onClick={() => onAction('pay', order)}
      >
        Take payment
      </button>
    </div>
  );
}
