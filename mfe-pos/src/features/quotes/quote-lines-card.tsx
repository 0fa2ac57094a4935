import type { FirstErrors } from '@voltdesk/app-core';
import { TextField } from '@voltdesk/app-core/forms';
import { Card } from '../../shared/page';
import type { SaleTotals, SaleVatTerms } from '../../shared/sale-vat';
import { SaleLines, type SaleLinesProps } from '../../shared/sale-vat-figures';
import { QuoteDepositFields } from './quote-deposit-fields';
import type { QuoteFormValues } from './quote-form-model';

/** The quote form's Quote lines card: the lines and totals, the notes, and the save button. */
export function QuoteLinesCard({
  values,
  errors,
  otherErrors,
  totals,
  vatTerms,
  onChangeLine,
  onRemoveLine,
  onChange,
  submitLabel,
  busy,
}: {
  values: QuoteFormValues;
  errors: FirstErrors;
  otherErrors: SaleLinesProps['otherErrors'];
  totals: SaleTotals;
  vatTerms: SaleVatTerms;
  onChangeLine: SaleLinesProps['onChangeLine'];
  onRemoveLine: SaleLinesProps['onRemoveLine'];
  onChange: (field: 'discount' | 'notes' | 'deposit_kind' | 'deposit_value', value: string) => void;
  submitLabel: string;
  busy: boolean;
}) {
  return (
    <Card title="Quote lines">
      <SaleLines
        caption="Quote lines"
        lines={values.items}
        totals={totals}
        vatTerms={vatTerms}
        errorOf={(key) => errors[key]}
        otherErrors={otherErrors}
        onChangeLine={onChangeLine}
        onRemoveLine={onRemoveLine}
        discount={values.discount}
        onDiscount={(v) => onChange('discount', v)}
        testIdPrefix="quote-"
      />
      <QuoteDepositFields
        values={values}
        errors={errors}
        totalPence={totals.total}
        onChange={(field, value) => onChange(field, value)}
      />
      <TextField
        label="Notes"
        name="notes"
        multiline
        value={values.notes}
        onChange={(v) => onChange('notes', v)}
        error={errors.notes}
      />
      <div className="pos-quote-form__submit">
        <button type="submit" className="vd-btn" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </Card>
  );
}
