import { useState, type FormEvent } from 'react';
import type { OrderView } from '@voltdesk/contracts';
import { newIdempotencyKey, toastSuccess, type FirstErrors } from '@voltdesk/app-core';
import { checkWithSchema, TextField } from '@voltdesk/app-core/forms';
import { EitherChoice } from '../../shared/either-choice';
import { FormDialog } from '../../shared/form-dialog';
import { useDialogForm } from '../../shared/dialog-form';
import { formatPence, parsePounds, penceToInput, poundsForSchema, poundsToPence } from '../../shared/money';
import { InvoiceSummary } from './invoice-summary';
import { useCreditOrderMutation } from './orders-api';
import { MethodFields } from './method-fields';

const SHOWN = ['amount', 'reason', 'refund_method', 'refund_reference'];

/** Pounds as svc-pos writes them in its messages ("£1234.50"). */
const serverPounds = (pence: number) => `£${penceToInput(pence)}`;

/** What is left to credit on an invoice, in pence: its total less the credit notes it already has. */
export const leftToCreditPence = (order: OrderView) =>
  poundsToPence(order.total) - poundsToPence(order.credited ?? 0);

/**
 * The money a credit of `amountPence` gives back, as svc-pos computes it: once credited, the invoice is
 * worth what is left; whatever the customer paid above that is refunded.
 */
export function refundPence(order: OrderView, amountPence: number): number {
  const worth = leftToCreditPence(order) - amountPence;
  return Math.max(0, poundsToPence(order.payment) - worth);
}

/**
 * Credit note: the whole of what is left of the invoice, or part of it by amount, with a
 * reason; when the customer has paid more than the invoice is then worth, the screen says how much goes
 * back and asks how (refund method, reference). One `Idempotency-Key` per opening: a double click issues
 * one credit note. svc-pos gives the note its number ('Credit note #N issued').
 */
export function CreditNoteModal({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const leftPence = leftToCreditPence(order);
  const [whole, setWhole] = useState(true);
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [refundMethod, setRefundMethod] = useState('');
  const [refundReference, setRefundReference] = useState('');
  const [credit, { isLoading }] = useCreditOrderMutation();
  const [idempotencyKey] = useState(newIdempotencyKey);

  const parsed = parsePounds(amount);
  const creditPence = whole ? leftPence : parsed.ok ? parsed.pence : null;
  const refund = creditPence === null ? 0 : refundPence(order, Math.min(creditPence, leftPence));
  const typed = poundsForSchema(amount);
  const body = {
    order_id: order.id,
    ...(!whole && typed !== undefined ? { amount: typed } : {}),
    reason: reason.trim(),
    ...(refund > 0 && refundMethod ? { refund_method: refundMethod } : {}),
    ...(refund > 0 && refundReference.trim() ? { refund_reference: refundReference.trim() } : {}),
  };
  const check = checkWithSchema('pos.credits.create', body);
  const errors: FirstErrors = { ...check.errors };
  if (!whole && typed === undefined) errors.amount = 'The amount field is required.';
  if (!errors.amount && creditPence !== null && creditPence > leftPence) {
    errors.amount = `The amount may not be greater than what is left to credit (${serverPounds(leftPence)}).`;
  }
  if (refund > 0 && !refundMethod && !errors.refund_method) {
    errors.refund_method = `The refund method field is required: this credit note gives ${serverPounds(refund)} back.`;
  }
  const { shown, edit, touch, forgetServer, touchAll, showFailure, submitOnce, problem } = useDialogForm(
    SHOWN,
    errors,
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    return submitOnce(async () => {
      touchAll();
      if (Object.keys(errors).length > 0 || !check.valid) return false;
      const result = await credit({ request: check.body, idempotencyKey });
      if ('error' in result) {
        // svc-pos's 409 words its own reason (a key reused for another credit, an invoice changed meanwhile).
        showFailure(result.error, (failure) => failure.message);
        return false;
      }
      toastSuccess(result.data.message ?? `Credit note #${result.data.data.credit_note.credit_no} issued`);
      onClose();
      return true;
    });
  };

  return (
    <FormDialog
      title={`Credit note: Invoice #${order.invoice_no}`}
      size="md"
      formLabel="Credit note"
      summary={
        <InvoiceSummary
          order={order}
          figures={[
            { label: 'Credited so far', value: formatPence(poundsToPence(order.credited ?? 0)) },
            { label: 'Paid', value: formatPence(poundsToPence(order.payment)) },
            { label: 'Left to credit', value: formatPence(leftPence), testId: 'credit-left' },
          ]}
        />
      }
      problem={problem}
      submitLabel="Issue credit note"
      busy={isLoading}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <EitherChoice
        legend="What to credit"
        className="pos-choice"
        legendClassName="vd-label"
        name="credit-scope"
        value={whole}
        first={`Whole invoice (${formatPence(leftPence)})`}
        second="Part of it"
        onChange={(wholeNow) => {
          if (wholeNow) {
            edit('amount', () => setWhole(true));
          } else {
            setWhole(false);
            forgetServer('amount');
          }
        }}
      />
      {!whole ? (
        <TextField
          label="Credit amount (£)"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(v) => edit('amount', () => setAmount(v))}
          error={shown('amount')}
        />
      ) : (
        shown('amount') && (
          <div className="vd-field-error" role="alert">
            {shown('amount')}
          </div>
        )
      )}
      <TextField
        label="Reason"
        name="reason"
        autoComplete="off"
        maxLength={500}
        value={reason}
        onChange={(v) => edit('reason', () => setReason(v))}
        onBlur={() => touch('reason')}
        error={shown('reason')}
      />
      {refund > 0 ? (
        <div className="pos-refund">
          <p className="vd-alert pos-alert--info" data-testid="credit-refund">
            The customer has paid more than the invoice will be worth: this credit note gives{' '}
            <strong>{formatPence(refund)}</strong> back. Say how the money goes back.
          </p>
          <MethodFields
            methodLabel="Refund method"
            methodName="refund_method"
            method={refundMethod}
            onMethod={(v) => edit('refund_method', () => setRefundMethod(v))}
            choose
            referenceLabel="Refund reference (optional)"
            referenceName="refund_reference"
            reference={refundReference}
            onReference={(v) => edit('refund_reference', () => setRefundReference(v))}
            errorOf={shown}
          />
        </div>
      ) : (
        <p className="pos-hint" data-testid="credit-refund">
          No money goes back: the customer has not paid more than the invoice will be worth.
        </p>
      )}
    </FormDialog>
  );
}
