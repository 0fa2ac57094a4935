import { SelectField, TextField } from '@voltdesk/app-core/forms';
import { PAYMENT_METHOD_OPTIONS } from './payment-methods';

export interface MethodFieldsProps {
  /** "Method", "Refund method". */
  methodLabel: string;
  methodName: string;
  method: string;
  onMethod: (value: string) => void;
  /** Offer "Choose…" first (a refund has no method until the clerk picks one). */
  choose?: boolean;
  /** "Reference (optional)", "Refund reference (optional)". */
  referenceLabel: string;
  referenceName: string;
  reference: string;
  onReference: (value: string) => void;
  referencePlaceholder?: string;
  /** The message under a field, by its name. */
  errorOf: (name: string) => string | undefined;
  /** The methods offered (the desk's when not given). */
  options?: readonly { value: string; label: string }[];
}

/** How money moves (cash, card, bank transfer, other) and its reference: a payment's, or a refund's. */
export function MethodFields({
  methodLabel,
  methodName,
  method,
  onMethod,
  choose = false,
  referenceLabel,
  referenceName,
  reference,
  onReference,
  referencePlaceholder,
  errorOf,
  options = PAYMENT_METHOD_OPTIONS,
}: MethodFieldsProps) {
  return (
    <>
      <SelectField
        label={methodLabel}
        name={methodName}
        value={method}
        onChange={onMethod}
        error={errorOf(methodName)}
      >
        {choose ? <option value="">Choose…</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </SelectField>
      <TextField
        label={referenceLabel}
        name={referenceName}
        autoComplete="off"
        placeholder={referencePlaceholder}
        value={reference}
        onChange={onReference}
        error={errorOf(referenceName)}
      />
    </>
  );
}
