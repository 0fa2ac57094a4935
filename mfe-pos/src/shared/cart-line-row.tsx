import type { ReactNode } from 'react';
import { formatPence } from './money';
import type { TypedLine } from './sale-form';
import { LineFieldError } from './line-field-error';

export type LineField = 'id' | 'price' | 'qty';

/** A column before Total (the order form's VAT): its header, each cell's test id prefix and content. */
export interface ExtraColumn {
  header: string;
  testId: string;
  cell: (index: number) => ReactNode;
}

/**
 * One line of the cart: the service's name, its price and qty boxes (their messages under them), the
 * extra column if any, the line total in exact pence, and remove. Named by the service ("Price of X").
 */
export function CartLineRow({
  line,
  index,
  lineTotal,
  errorOf,
  onChange,
  onRemove,
  disabled,
  extra,
}: {
  line: TypedLine;
  index: number;
  lineTotal: number;
  errorOf: (index: number, field: LineField) => string | undefined;
  onChange: (index: number, field: 'price' | 'qty', value: string) => void;
  onRemove: (index: number) => void;
  disabled: boolean;
  extra: ExtraColumn | undefined;
}) {
  const i = index;
  const inputClass = (field: LineField, more = '') =>
    `vd-input pos-cart__input${more}${errorOf(i, field) ? ' vd-input--invalid' : ''}`;
  return (
    <tr>
      <td>
        {line.name}
        <LineFieldError message={errorOf(i, 'id')} />
      </td>
      <td>
        <input
          className={inputClass('price')}
          aria-label={`Price of ${line.name}`}
          inputMode="decimal"
          disabled={disabled}
          value={line.price}
          aria-invalid={errorOf(i, 'price') ? true : undefined}
          onChange={(e) => onChange(i, 'price', e.target.value)}
        />
        <LineFieldError message={errorOf(i, 'price')} />
      </td>
      <td>
        <input
          className={inputClass('qty', ' pos-cart__qty')}
          aria-label={`Quantity of ${line.name}`}
          type="number"
          min={1}
          // Up to three decimals: 1.5 hours of labour, 12.5 m of cable.
          step={0.001}
          inputMode="decimal"
          disabled={disabled}
          value={line.qty}
          aria-invalid={errorOf(i, 'qty') ? true : undefined}
          onChange={(e) => onChange(i, 'qty', e.target.value)}
        />
        <LineFieldError message={errorOf(i, 'qty')} />
      </td>
      {extra ? (
        <td className="pos-num" data-testid={`${extra.testId}-${i}`}>
          {extra.cell(i)}
        </td>
      ) : null}
      <td className="pos-num" data-testid={`line-total-${i}`}>
        {formatPence(lineTotal)}
      </td>
      <td>
        <button
          type="button"
          className="vd-btn vd-btn--ghost vd-btn--sm"
          aria-label={`Remove ${line.name}`}
          disabled={disabled}
          onClick={() => onRemove(i)}
        >
          ×
        </button>
      </td>
    </tr>
  );
}
