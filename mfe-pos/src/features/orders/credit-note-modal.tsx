import { useState, type FormEvent } from 'react';
import type { OrderView } from '@voltdesk/contracts';
import { newIdempotencyKey, toastSuccess } from '@voltdesk/app-core';
import { TextField } from '@voltdesk/app-core/forms';
import { EitherChoice } from '../../shared/either-choice';
import { FormDialog } from '../../shared/form-dialog';
import { useDialogForm } from './dialog-form';
import { formatPence, poundsToPence } from '../../shared/money';
import { creditCheck, leftToCreditPence, type CreditInput } from './credit-note-rules';
import { InvoiceSummary } from './invoice-summary';
import { useCreditOrderMutation } from './orders-api';
import { MethodFields } from './method-fields';
import { refundMethodOptions } from './payment-methods';

const SHOWN = ['amount', 'reason', 'refund_method', 'refund_reference'];

const NOTHING_TYPED: CreditInput = {
  whole: true,
  amount: '',
  reason: '',
  refundMethod: '',
  refundReference: '',
};

/** The invoice being credited, with what it was credited and paid so far and what is left to credit. */
function CreditSummary({ order, leftPence }: { order: OrderView; leftPence: number }) {
  return (
    <InvoiceSummary
      order={order}
      figures={[
        { label: 'Credited so far', value: formatPence(poundsToPence(order.credited ?? 0)) },
        { label: 'Paid', value: formatPence(poundsToPence(order.payment)) },
        { label: 'Left to credit', value: formatPence(leftPence), testId: 'credit-left' },
      ]}
    />
  );
}

interface CreditRefundProps {
  /** The money the credit gives back, in pence (0: none). */
  refund: number;
  method: string;
  reference: string;
  onMethod: (method: string) => void;
  onReference: (reference: string) => void;
  errorOf: (field: string) => string | undefined;
  options: readonly { value: string; label: string }[];
}

/** How much of the credit goes back to the customer and, when any does, how (refund method, reference). */
function CreditRefund({
  refund,
  method,
  reference,
  onMethod,
  onReference,
  errorOf,
  options,
}: CreditRefundProps) {
  return refund > 0 ? (
    <div className="pos-refund">
      <p className="vd-alert pos-alert--info" data-testid="credit-refund">
        The customer has paid more than the invoice will be worth: this credit note gives{' '}
        <strong>{formatPence(refund)}</strong> back. Say how the money goes back.
      </p>
      <MethodFields
        methodLabel="Refund method"
        methodName="refund_method"
        method={method}
        onMethod={onMethod}
        choose
        referenceLabel="Refund reference (optional)"
        referenceName="refund_reference"
        reference={reference}
        onReference={onReference}
        errorOf={errorOf}
        options={options}
      />
    </div>
  ) : (
    <p className="pos-hint" data-testid="credit-refund">
      No money goes back: the customer has not paid more than the invoice will be worth.
    </p>
  );
}

interface CreditScopeProps {
  /** The whole of what is left, or part of it by amount. */
  whole: boolean;
  leftPence: number;
  amount: string;
  error: string | undefined;
  onWhole: (whole: boolean) => void;
  onAmount: (amount: string) => void;
}

/** What to credit: the whole of what is left of the invoice, or part of it by amount (with its message). */
function CreditScope({ whole, leftPence, amount, error, onWhole, onAmount }: CreditScopeProps) {
  return (
    <>
      <EitherChoice
        legend="What to credit"
        className="pos-choice"
        legendClassName="vd-label"
        name="credit-scope"
        value={whole}
        first={`Whole invoice (${formatPence(leftPence)})`}
        second="Part of it"
        onChange={onWhole}
      />
      {!whole ? (
        <TextField
          label="Credit amount (£)"
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={onAmount}
          error={error}
        />
      ) : (
        error && (
          <div className="vd-field-error" role="alert">
            {error}
          </div>
        )
      )}
    </>
  );
}

/**
 * Credit note: the whole of what is left of the invoice, or part of it by amount, with a
 * reason; when the customer has paid more than the invoice is then worth, the screen says how much goes
 * back and asks how (refund method, reference). One `Idempotency-Key` per opening: a double click issues
 * one credit note. svc-pos gives the note its number ('Credit note #N issued').
 */
export function CreditNoteModal({ order, onClose }: { order: OrderView; onClose: () => void }) {
  const leftPence = leftToCreditPence(order);
  const [input, setInput] = useState<CreditInput>(NOTHING_TYPED);
  const { whole, amount, reason, refundMethod, refundReference } = input;
  const change = <K extends keyof CreditInput>(field: K, value: CreditInput[K]) =>
    setInput((prev) => ({ ...prev, [field]: value }));
  const [credit, { isLoading }] = useCreditOrderMutation();
  const [idempotencyKey] = useState(newIdempotencyKey);

  const { refund, check, errors } = creditCheck(order, input);
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
      summary={<CreditSummary order={order} leftPence={leftPence} />}
      problem={problem}
      submitLabel="Issue credit note"
      busy={isLoading}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <CreditScope
        whole={whole}
        leftPence={leftPence}
        amount={amount}
        error={shown('amount')}
        onWhole={(wholeNow) => {
          if (wholeNow) {
            edit('amount', () => change('whole', true));
          } else {
            change('whole', false);
            forgetServer('amount');
          }
        }}
        onAmount={(v) => edit('amount', () => change('amount', v))}
      />
      <TextField
        label="Reason"
        name="reason"
        autoComplete="off"
        maxLength={500}
        value={reason}
        onChange={(v) => edit('reason', () => change('reason', v))}
        onBlur={() => touch('reason')}
        error={shown('reason')}
      />
      <CreditRefund
        refund={refund}
        method={refundMethod}
        reference={refundReference}
        onMethod={(v) => edit('refund_method', () => change('refundMethod', v))}
        onReference={(v) => edit('refund_reference', () => change('refundReference', v))}
        errorOf={shown}
        options={refundMethodOptions(order)}
      />
    </FormDialog>
  );
}
