import { useId } from 'react';
import type { CustomerView } from '@voltdesk/contracts';
import { TextField } from '@voltdesk/app-core/forms';
import type { TypedCustomer } from './sale-form';

type CustomerField = 'name' | 'email' | 'address';

export interface CustomerFieldsProps {
  values: TypedCustomer;
  /** Known customers: their phones are offered as the phone box's suggestions. */
  customers: readonly CustomerView[];
  /** The message under a field, by its path (`customer.phone`, `customer.email`, …). */
  errorOf: (key: string) => string | undefined;
  onPhone: (phone: string) => void;
  onChange: (field: CustomerField, value: string) => void;
  /** The clerk left a field (the order form shows a text field's message then). */
  onBlur?: (key: string) => void;
}

/**
 * The customer boxes of a sale (the POS form and the quote form): phone with the known customers' phones
 * as suggestions, name, e-mail, address. What a phone fills in is the form's business (`onPhone`).
 */
export function CustomerFields({
  values,
  customers,
  errorOf,
  onPhone,
  onChange,
  onBlur,
}: CustomerFieldsProps) {
  const datalist = useId();
  const field = (name: CustomerField, label: string, type?: 'email') => (
    <TextField
      label={label}
      name={name}
      type={type}
      autoComplete="off"
      value={values[name]}
      onChange={(v) => onChange(name, v)}
      onBlur={() => onBlur?.(`customer.${name}`)}
      error={errorOf(`customer.${name}`)}
    />
  );
  return (
    <>
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="off"
        list={datalist}
        value={values.phone}
        onChange={onPhone}
        onBlur={() => onBlur?.('customer.phone')}
        error={errorOf('customer.phone')}
      />
      <datalist id={datalist}>
        {customers.map((c) => (
          <option key={c.id} value={c.phone}>
            {c.name}
          </option>
        ))}
      </datalist>
      {field('name', 'Name')}
      {field('email', 'Email', 'email')}
      {field('address', 'Address')}
    </>
  );
}
