import type { ReactNode } from 'react';
import { formatPence } from './money';
import type { TypedLine } from './sale-form';

type LineField = 'id' | 'price' | 'qty';

export interface CartTableProps {
  /** The table's accessible name: "Cart", "Quote lines". */
  caption: string;
  lines: readonly TypedLine[];
  /** Each line's price x qty in pence, in line order. */
  lineTotals: readonly number[];
  /** The message under a line's field, if any. */
  errorOf: (index: number, field: LineField) => string | undefined;
  onChange: (index: number, field: 'price' | 'qty', value: string) => void;
  onRemove: (index: number) => void;
  /** The lines can no longer change (a fully paid or credited invoice). */
  disabled?: boolean;
  /** "Price (£)", or with the VAT terms ("Price (£, ex. VAT)"). */
  priceHeader?: string;
  /** A column before Total (the order form's VAT): its header, each cell's test id prefix and content. */
  extra?: { header: string; testId: string; cell: (index: number) => ReactNode };
}

/** An input's message under it, linked by `aria-invalid`. */
function FieldError({ message }: { message: string | undefined }) {
  return message ? <div className="vd-field-error">{message}</div> : null;
}

/**
 * The lines of a sale as the POS form and the quote form edit them: service, price and qty boxes (their
 * messages under them), the line total in exact pence, and remove. One table, so both forms look, read
 * and are named alike ("Price of X", "Quantity of X", "Remove X").
 */
export function CartTable({
  caption,
  lines,
  lineTotals,
  errorOf,
  onChange,
  onRemove,
  disabled = false,
  priceHeader = 'Price (£)',
  extra,
}: CartTableProps) {
  const inputClass = (index: number, field: LineField, more = '') =>
    `vd-input pos-cart__input${more}${errorOf(index, field) ? ' vd-input--invalid' : ''}`;
  return (
    <div className="vd-table-wrap">
      <table className="vd-table pos-cart">
        <caption className="vd-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th>Service</th>
            <th>{priceHeader}</th>
            <th>Qty</th>
            {extra ? <th className="pos-num">{extra.header}</th> : null}
            <th className="pos-num">Total</th>
            <th>
              <span className="vd-visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.length === 0 ? (
            <tr>
              <td colSpan={extra ? 6 : 5} className="vd-table__state">
                Click a service to add it.
              </td>
            </tr>
          ) : (
            lines.map((line, i) => (
              <tr key={line.id}>
                <td>
                  {line.name}
                  <FieldError message={errorOf(i, 'id')} />
                </td>
                <td>
                  <input
                    className={inputClass(i, 'price')}
                    aria-label={`Price of ${line.name}`}
                    inputMode="decimal"
                    disabled={disabled}
                    value={line.price}
                    aria-invalid={errorOf(i, 'price') ? true : undefined}
                    onChange={(e) => onChange(i, 'price', e.target.value)}
                  />
                  <FieldError message={errorOf(i, 'price')} />
                </td>
                <td>
                  <input
                    className={inputClass(i, 'qty', ' pos-cart__qty')}
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
                  <FieldError message={errorOf(i, 'qty')} />
                </td>
                {extra ? (
                  <td className="pos-num" data-testid={`${extra.testId}-${i}`}>
                    {extra.cell(i)}
                  </td>
                ) : null}
                <td className="pos-num" data-testid={`line-total-${i}`}>
                  {formatPence(lineTotals[i] ?? 0)}
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
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The lines' messages above the table: the cart's own (no service yet) and those svc-pos or the schema
 * give for fields the form shows nowhere else.
 */
export function LineProblems({
  items,
  others,
}: {
  items: string | undefined;
  others: readonly (readonly [string, string])[];
}) {
  return (
    <>
      {items ? (
        <div className="vd-alert vd-alert--danger" role="alert">
          {items}
        </div>
      ) : null}
      {others.length > 0 ? (
        <ul className="vd-alert vd-alert--danger pos-error-list" role="alert">
          {others.map(([k, m]) => (
            <li key={k}>{m}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
