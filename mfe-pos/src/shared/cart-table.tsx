import type { TypedLine } from './sale-form';
import { CartLineRow, type ExtraColumn, type LineEditField, type LineField } from './cart-line-row';

export interface CartTableProps {
  /** The table's accessible name: "Cart", "Quote lines". */
  caption: string;
  lines: readonly TypedLine[];
  /** Each line's price x qty in pence, in line order. */
  lineTotals: readonly number[];
  /** The message under a line's field, if any. */
  errorOf: (index: number, field: LineField) => string | undefined;
  /**
   * A method, so a form whose lines have no CIS part (a recurring schedule's) may pass a handler of price
   * and qty only: the CIS select shows on free-text and material lines, which such a form never adds.
   */
  onChange(index: number, field: LineEditField, value: string): void;
  onRemove: (index: number) => void;
  /** The lines can no longer change (a fully paid or credited invoice). */
  disabled?: boolean;
  /** "Price (£)", or with the VAT terms ("Price (£, ex. VAT)"). */
  priceHeader?: string;
  /** A column before Total (the order form's VAT): its header, each cell's test id prefix and content. */
  extra?: ExtraColumn;
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
              <CartLineRow
                key={line.key ?? line.id}
                line={line}
                index={i}
                lineTotal={lineTotals[i] ?? 0}
                errorOf={errorOf}
                onChange={onChange}
                onRemove={onRemove}
                disabled={disabled}
                extra={extra}
              />
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
