import { PAID_PAYMENT_LOCKED, type OrderLock } from './order-locks';

/** Why part of the order can no longer change, said before the clerk tries (and what still can). */
export function OrderLockNote({ lock }: { lock: OrderLock }) {
  return (
    <div className="vd-alert pos-alert--info pos-lock" role="note" aria-label="Locked">
      <p>{lock.message}</p>
      {lock.payment && !lock.everything ? <p>{PAID_PAYMENT_LOCKED}</p> : null}
      {!lock.everything ? <p>Customer details, dates and the custom order ID can still be changed.</p> : null}
    </div>
  );
}
