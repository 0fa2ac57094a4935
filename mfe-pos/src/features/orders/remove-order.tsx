import { useId, useState, type ReactNode } from 'react';
import type { OrderView } from '@voltdesk/contracts';
import { toastSuccess } from '@voltdesk/app-core';
import { DELETE_CONFIRM_TEXT, Modal, Spinner, toastFailure } from '@voltdesk/app-core/ui';
import { formatPounds } from '../../shared/money';
import { useDeleteOrderMutation } from './orders-api';

/**
 * What the spec's delete button does to an invoice, decided as svc-pos decides it (`deleteOrder`): one
 * that ever took money or has a credit note is voided (kept), one without is deleted; a void one is done.
 */
export type Removal = 'delete' | 'void' | 'voided';

export function removalOf(order: OrderView): Removal {
  if (order.status === 'Void') return 'voided';
  return order.payments.length > 0 || (order.credit_notes ?? []).length > 0 ? 'void' : 'delete';
}

/** The button's word: what it will do. */
export const REMOVAL_LABEL: Record<Removal, string> = { delete: 'Delete', void: 'Void', voided: 'Void' };

/** The consequences, said before the clerk confirms. */
function consequences(order: OrderView, removal: 'delete' | 'void'): ReactNode {
  const no = `#${order.invoice_no}`;
  if (removal === 'delete') {
    return (
      <>
        <p className="vd-confirm__text">{DELETE_CONFIRM_TEXT}</p>
        <p>
          Invoice {no} has no payments, so it is deleted. Its number is never given to another invoice, and
          the deletion stays in the invoice&apos;s history.
        </p>
      </>
    );
  }
  return (
    <>
      <p className="vd-confirm__text">Void invoice {no}?</p>
      <p>
        It has payments ({formatPounds(order.payment)} paid), so it cannot be deleted. Voiding keeps the
        invoice and its number {no}, marks it VOID and takes it off the due lists and reminders. The payments
        stay recorded: takings already counted do not change. To give money back, issue a credit note instead.
      </p>
    </>
  );
}

/**
 * The confirmation of the spec's delete, which says what it will do: "Delete" for an invoice without
 * payments, "Void" for one with, and the consequences. After the call the server's message is toasted
 * ('Order deleted successfully.', 'Invoice voided: ...') and `onDone` says which it was; a failure toasts
 * why and keeps the dialog.
 */
export function RemoveOrderDialog({
  order,
  onClose,
  onDone,
}: {
  order: OrderView;
  onClose: () => void;
  onDone: (removal: 'delete' | 'void') => void;
}) {
  const removal = removalOf(order) === 'delete' ? 'delete' : 'void';
  const [reason, setReason] = useState('');
  const [remove, { isLoading }] = useDeleteOrderMutation();
  const reasonId = useId();

  const confirm = async () => {
    const trimmed = reason.trim();
    const result = await remove({ id: order.id, ...(trimmed ? { reason: trimmed } : {}) });
    if ('error' in result) {
      toastFailure(result.error);
      return;
    }
    toastSuccess(
      result.data.message ?? (removal === 'void' ? 'Invoice voided.' : 'Order deleted successfully.'),
    );
    onDone(removal);
  };

  const word = REMOVAL_LABEL[removal];
  return (
    <Modal
      open
      size="sm"
      title={`${word} invoice #${order.invoice_no}`}
      onClose={() => (isLoading ? undefined : onClose())}
      footer={
        <>
          <button type="button" className="vd-btn vd-btn--ghost" onClick={onClose} disabled={isLoading}>
            Cancel
          </button>
          <button
            type="button"
            className="vd-btn vd-btn--danger"
            onClick={() => void confirm()}
            disabled={isLoading}
          >
            {isLoading ? <Spinner light label="Working" /> : null}
            {word} invoice
          </button>
        </>
      }
    >
      {consequences(order, removal)}
      <div className="vd-field">
        <label className="vd-label" htmlFor={reasonId}>
          Reason (optional, kept in the history)
        </label>
        <input
          id={reasonId}
          className="vd-input"
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </div>
    </Modal>
  );
}
