import type { FirstErrors } from '@voltdesk/app-core';
import { SelectField, TextField } from '@voltdesk/app-core/forms';
import { depositGrossPence } from '@voltdesk/contracts';
import { formatPence, parsePounds } from '../../shared/money';
import type { QuoteFormValues } from './quote-form-model';

/** What the deposit typed comes to on the total shown (svc-pos works it out by the same rule), or null. */
function depositOf(values: QuoteFormValues, totalPence: number): number | null {
  if (!values.deposit_kind) return null;
  const typed = parsePounds(values.deposit_value);
  if (!typed.ok || typed.pence <= 0) return null;
  return depositGrossPence(totalPence, values.deposit_kind, typed.pence / 100);
}

/**
 * The quote's deposit: none, a percentage of the total or a fixed amount (VAT included), and what the
 * deposit invoice will charge on the total the form shows.
 */
export function QuoteDepositFields({
  values,
  errors,
  totalPence,
  onChange,
}: {
  values: QuoteFormValues;
  errors: FirstErrors;
  totalPence: number;
  onChange: (field: 'deposit_kind' | 'deposit_value', value: string) => void;
}) {
  const deposit = depositOf(values, totalPence);
  return (
    <div className="pos-quote-form__deposit">
      <SelectField
        label="Deposit"
        name="deposit_kind"
        value={values.deposit_kind}
        onChange={(v) => onChange('deposit_kind', v)}
        error={errors['deposit.kind']}
      >
        <option value="">No deposit</option>
        <option value="percent">Percentage of the total</option>
        <option value="amount">Fixed amount (inc. VAT)</option>
      </SelectField>
      {values.deposit_kind ? (
        <TextField
          label={values.deposit_kind === 'percent' ? 'Deposit (%)' : 'Deposit (£)'}
          name="deposit_value"
          inputMode="decimal"
          value={values.deposit_value}
          onChange={(v) => onChange('deposit_value', v)}
          error={errors['deposit.value']}
        />
      ) : null}
      {deposit !== null ? (
        <p className="pos-quote-form__deposit-amount" data-testid="quote-deposit">
          Deposit invoice: {formatPence(deposit)}
        </p>
      ) : null}
    </div>
  );
}
