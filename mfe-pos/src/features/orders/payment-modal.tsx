import { useRef, useState, type FormEvent } from 'react';
import type { OrderView } from '@voltdesk/contracts';
import { normalizeError, toastError, toastSuccess, TOAST_TEXT } from '@voltdesk/app-core';
import { Modal, Spinner } from '@voltdesk/app-core/ui';
import { TextField, validateWithSchema } from '@voltdesk/app-core/forms';
import { newIdempotencyKey } from '../../shared/idempotency-key';
import {
  formatPence,
  parsePounds,
  penceToInput,
  penceToPounds,
  poundsForSchema,
  poundsToPence,
} from '../../shared/money';
import { usePosDuePayMutation } from './orders-api';

/**
 * Payment modal of the order list (spec section 2): an amount from 0 up to the due, with the due shown.
 * 'Payment update successfully' and the modal closes, or 'Something went wrong!' with the field message.
 * Each attempt carries an `Idempotency-Key`: the same one when the same amount is sent again (a double
 * click, or a retry after the answer was lost), a new one for another amount, so a payment is never
 * taken twice.
 */
export function PaymentModal({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const duePence = poundsToPence(order.due);
  const [amount, setAmount] = useState(penceToInput(duePence));
  const [error, setError] = useState<string | undefined>();
  const [pay, { isLoading }] = usePosDuePayMutation();
  const attempt = useRef<{ key: string; pence: number } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parsePounds(amount);
    const typed = poundsForSchema(amount);
    const body = { order_id: order.id, ...(typed === undefined ? {} : { amount: typed }) };
    // The schema says required, at least 0 and two decimals; the due is not in the request, so "up to the
    // due" is checked here, worded as svc-pos words it.
    const found =
      validateWithSchema('pos.payments.create', body).amount ??
      (parsed.ok && parsed.pence > duePence
        ? `The amount may not be greater than the due (${formatPence(duePence)}).`
        : undefined);
    if (found || !parsed.ok) {
      setError(found ?? 'The amount field is required.');
      return;
    }
    if (attempt.current?.pence !== parsed.pence) {
      attempt.current = { key: newIdempotencyKey(), pence: parsed.pence };
    }
    const result = await pay({
      payment: { order_id: order.id, amount: penceToPounds(parsed.pence) },
      idempotencyKey: attempt.current.key,
    });
    if ('error' in result) {
      setError(normalizeError(result.error).fields.amount);
      toastError(TOAST_TEXT.somethingWentWrong);
      return;
    }
    toastSuccess(TOAST_TEXT.paymentUpdated);
    onClose();
  };

  return (
    <Modal
      open
      size="sm"
      title={`Payment: Invoice #${order.invoice_no}`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="vd-btn vd-btn--ghost" onClick={onClose} disabled={isLoading}>
            Close
          </button>
          <button type="submit" form="pos-payment-form" className="vd-btn" disabled={isLoading}>
            {isLoading ? <Spinner light label="Saving" /> : null}
            Pay
          </button>
        </>
      }
    >
      <form id="pos-payment-form" onSubmit={onSubmit} noValidate>
        <dl className="pos-kv">
          <dt>Customer</dt>
          <dd>{order.customer.name}</dd>
          <dt>Total</dt>
          <dd>{formatPence(poundsToPence(order.total))}</dd>
          <dt>Paid</dt>
          <dd>{formatPence(poundsToPence(order.payment))}</dd>
          <dt>Due</dt>
          <dd className="pos-due" data-testid="payment-due">
            {formatPence(duePence)}
          </dd>
        </dl>
        <TextField
          label="Amount (£)"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(v) => {
            setAmount(v);
            setError(undefined);
          }}
          error={error}
        />
      </form>
    </Modal>
  );
}
