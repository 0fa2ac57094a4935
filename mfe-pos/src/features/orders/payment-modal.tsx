import { useState, type FormEvent } from 'react';
import { invoiceFigures, type OrderView, type PaymentMethod } from '@voltdesk/contracts';
import { newIdempotencyKey, toastSuccess, TOAST_TEXT, type FirstErrors } from '@voltdesk/app-core';
import { checkWithSchema, TextField } from '@voltdesk/app-core/forms';
import { FormDialog } from '../../shared/form-dialog';
import { useDialogForm } from './dialog-form';
import { formatPence, parsePounds, penceToInput, poundsForSchema, poundsToPence } from '../../shared/money';
import { InvoiceSummary } from './invoice-summary';
import { useTakePaymentMutation } from './orders-api';
import { MethodFields } from './method-fields';
import { isPaymentMethod } from './payment-methods';

/** svc-pos's 409 when one key came with two different payments: the first may have been taken. */
export const PAYMENT_KEY_REUSED =
  'This payment was already sent with other details, and may have been taken. Close this window and check the payment history before taking it again.';

/** The fields the modal shows; a message for any other field is shown above them. */
const SHOWN = ['amount', 'method', 'reference'];

/**
 * The payment's messages as svc-pos would give them: the contract's schema (required, at least £0.01, two
 * decimals, a known method, reference length), and "up to the due", which is not in the request (worded
 * as svc-pos words it).
 */
function dueErrors(schemaErrors: FirstErrors, pence: number | null, duePence: number): FirstErrors {
  const errors = { ...schemaErrors };
  if (!errors.amount && pence !== null && pence > duePence) {
    errors.amount = `The amount may not be greater than the due (${formatPence(duePence)}).`;
  }
  return errors;
}

/** The invoice the payment is for, with its own figures under its total (a credit note's Credited too), so they add up. */
function PaymentSummary({ order }: { order: OrderView }) {
  return (
    <InvoiceSummary
      order={order}
      figures={invoiceFigures(order)
        .rows.filter((f) => f.key === 'credited' || f.key === 'paid' || f.key === 'due')
        .map((f) =>
          f.key === 'due'
            ? { label: f.label, value: formatPence(f.pence), className: 'pos-due', testId: 'payment-due' }
            : { label: f.label, value: formatPence(f.pence) },
        )}
    />
  );
}

/**
 * Payment modal of the order list (spec section 2): an amount from £0.01 up to the due (prefilled with it), how
 * it was paid (cash, card, bank transfer, other; cash first) and a reference. Each field's message shows
 * under it as soon as it is wrong, before any call. 'Payment update successfully' and the modal closes;
 * a refusal shows svc-pos's messages on the fields; only a failure without one (network, server) toasts
 * 'Something went wrong!'.
 *
 * One `Idempotency-Key` per opening of the modal: every attempt from it carries the same key, so a double
 * click, or a retry after a lost answer, takes the payment once; changing the amount after a lost answer
 * cannot take a second payment either (svc-pos answers 409, said here). A refused payment frees the key on
 * the server, so a corrected amount goes through with it.
 */
export function PaymentModal({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const duePence = poundsToPence(order.due);
  const [amount, setAmount] = useState(penceToInput(duePence));
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [reference, setReference] = useState('');
  const [pay, { isLoading }] = useTakePaymentMutation();
  const [idempotencyKey] = useState(newIdempotencyKey);

  const parsed = parsePounds(amount);
  const pence = parsed.ok ? parsed.pence : null;
  const typed = poundsForSchema(amount);
  const body = {
    order_id: order.id,
    ...(typed === undefined ? {} : { amount: typed }),
    method,
    ...(reference.trim() ? { reference: reference.trim() } : {}),
  };
  const check = checkWithSchema('pos.payments.create', body);
  const errors = dueErrors(check.errors, pence, duePence);
  const { shown, edit, touchAll, showFailure, submitOnce, problem } = useDialogForm(SHOWN, errors);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    return submitOnce(async () => {
      touchAll();
      if (Object.keys(errors).length > 0 || pence === null || !check.valid) return false;
      const result = await pay({ request: check.body, idempotencyKey });
      if ('error' in result) {
        showFailure(result.error, () => PAYMENT_KEY_REUSED);
        return false;
      }
      toastSuccess(TOAST_TEXT.paymentUpdated);
      onClose();
      return true;
    });
  };

  return (
    <FormDialog
      title={`Payment: Invoice #${order.invoice_no}`}
      size="sm"
      formLabel="Payment"
      summary={<PaymentSummary order={order} />}
      problem={problem}
      submitLabel="Pay"
      cancelLabel="Close"
      busy={isLoading}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        label="Amount (£)"
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(v) => edit('amount', () => setAmount(v))}
        error={shown('amount')}
      />
      <p className="pos-hint pos-hint--field">
        From £0.01 up to {formatPence(duePence)} (what is due). Part payments are fine.
      </p>
      <MethodFields
        methodLabel="Method"
        methodName="method"
        method={method}
        onMethod={(v) => edit('method', () => setMethod(isPaymentMethod(v) ? v : 'cash'))}
        referenceLabel="Reference (optional)"
        referenceName="reference"
        reference={reference}
        onReference={(v) => edit('reference', () => setReference(v))}
        referencePlaceholder="Card slip, bank reference, cheque no"
        errorOf={shown}
      />
    </FormDialog>
  );
}
