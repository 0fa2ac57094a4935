import type { OrderView } from '@voltdesk/contracts';
import type { SingleSetup } from '@voltdesk/app-core';
import { Modal } from '@voltdesk/app-core/ui';
import { Invoice } from './invoice';

/**
 * View details of the order list (spec section 2): the invoice exactly as it prints (customer, due date,
 * expire date and alert days when additional, items, sub total, discount, total, amount paid, due).
 */
export function OrderDetailsModal({
  order,
  setup,
  onClose,
  onPrint,
}: {
  order: OrderView;
  setup: SingleSetup | undefined;
  onClose: () => void;
  onPrint: () => void;
}) {
  return (
    <Modal
      open
      size="lg"
      title={`Invoice #${order.invoice_no}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="vd-btn vd-btn--ghost" onClick={onClose}>
            Close
          </button>
          <button type="button" className="vd-btn" onClick={onPrint}>
            Print
          </button>
        </>
      }
    >
      <Invoice order={order} setup={setup} origin={window.location.origin} />
    </Modal>
  );
}
