import type { OrderView } from '@voltdesk/contracts';
import { Modal } from '@voltdesk/app-core/ui';
import { formatPounds } from '../../shared/money';
import { formatDate } from './invoice-html';

/**
 * View details of the order list (spec section 2): customer, due date, (if additional) expire date and
 * alert days, items, sub total, discount, total, amount paid, due.
 */
export function OrderDetailsModal({
  order,
  onClose,
  onPrint,
}: {
  order: OrderView;
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
      <div className="pos-details">
        <section aria-label="Customer">
          <h3 className="pos-details__title">Customer</h3>
          <dl className="pos-kv">
            <dt>Name</dt>
            <dd>{order.customer.name}</dd>
            <dt>Phone</dt>
            <dd>{order.customer.phone}</dd>
            <dt>Email</dt>
            <dd>{order.customer.email}</dd>
            <dt>Address</dt>
            <dd>{order.customer.address || '—'}</dd>
          </dl>
        </section>
        <section aria-label="Order">
          <h3 className="pos-details__title">Order</h3>
          <dl className="pos-kv">
            <dt>Date</dt>
            <dd>{formatDate(order.created_at)}</dd>
            {order.order_custom_id ? (
              <>
                <dt>Order ID</dt>
                <dd>{order.order_custom_id}</dd>
              </>
            ) : null}
            <dt>Due Date</dt>
            <dd>{order.due_date ? formatDate(order.due_date) : '—'}</dd>
            {order.additional ? (
              <>
                <dt>Expire Date</dt>
                <dd>{formatDate(order.expire_date) || '—'}</dd>
                <dt>Alert</dt>
                <dd>{order.alert === null ? '—' : `${order.alert} days before`}</dd>
              </>
            ) : null}
            <dt>Status</dt>
            <dd>
              <span
                className={`vd-badge ${order.status === 'Paid' ? 'vd-badge--active' : 'vd-badge--inactive'}`}
              >
                {order.status}
              </span>
            </dd>
          </dl>
        </section>
      </div>
      <div className="vd-table-wrap pos-details__items">
        <table className="vd-table">
          <caption className="vd-visually-hidden">Items</caption>
          <thead>
            <tr>
              <th>SL</th>
              <th>Service</th>
              <th className="pos-num">Price</th>
              <th className="pos-num">Qty</th>
              <th className="pos-num">Total</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, i) => (
              <tr key={`${item.id}-${i}`}>
                <td>{i + 1}</td>
                <td>{item.name}</td>
                <td className="pos-num">{formatPounds(item.price)}</td>
                <td className="pos-num">{item.qty}</td>
                <td className="pos-num">{formatPounds(item.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="pos-totals pos-totals--details" aria-label="Totals">
        <div className="pos-totals__row">
          <dt>Sub Total</dt>
          <dd>{formatPounds(order.sub_total)}</dd>
        </div>
        <div className="pos-totals__row">
          <dt>Discount</dt>
          <dd>{formatPounds(order.discount)}</dd>
        </div>
        <div className="pos-totals__row pos-totals__row--strong">
          <dt>Total</dt>
          <dd>{formatPounds(order.total)}</dd>
        </div>
        <div className="pos-totals__row">
          <dt>Amount Paid</dt>
          <dd>{formatPounds(order.payment)}</dd>
        </div>
        <div className="pos-totals__row pos-totals__row--strong">
          <dt>Due</dt>
          <dd>{formatPounds(order.due)}</dd>
        </div>
      </dl>
    </Modal>
  );
}
