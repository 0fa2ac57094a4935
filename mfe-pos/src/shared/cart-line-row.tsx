import { defaultCisPart } from '@voltdesk/contracts';
import type { ReactNode } from 'react';
import { formatPence } from './money';
import type { TypedLine } from './sale-form';
import { LineFieldError } from './line-field-error';

export type LineField = 'id' | 'price' | 'qty';
/** What the clerk edits on a line: its price, its qty, and (a free-text or material line) its CIS part. */
export type LineEditField = 'price' | 'qty' | 'cis_part';

/** "Cable (m)": a line's name with its unit, when it has one. */
const labelOf = (line: TypedLine) => (line.unit ? `${line.name} (${line.unit})` : line.name);

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
  onChange: (index: number, field: LineEditField, value: string) => void;
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
        {labelOf(line)}
        {line.kind ? (
          <LineKind line={line} disabled={disabled} onChange={(v) => onChange(i, 'cis_part', v)} />
        ) : null}
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

/** Free text and materials say what they are, and which part of the work they are for CIS. */
function LineKind({
  line,
  disabled,
  onChange,
}: {
  line: TypedLine;
  disabled: boolean;
  onChange: (part: string) => void;
}) {
  return (
    <div className="pos-cart__kind">
      <span className="vd-badge">{line.kind === 'text' ? 'Free text' : 'Material'}</span>{' '}
      <select
        className="vd-input pos-cart__cis"
        aria-label={`CIS part of ${line.name}`}
        disabled={disabled}
        value={line.cis_part ?? defaultCisPart(line.kind)}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="labour">Labour</option>
        <option value="materials">Materials</option>
      </select>
    </div>
  );
}
