import { useId, type ReactNode } from 'react';
import type { VatBreakdown } from '@voltdesk/contracts';
import { CartTable, type CartTableProps } from './cart-table';
import { LineProblems } from './line-problems';
import { formatPence } from './money';
import { priceHeaderOf, vatRateCell, type RatedLine, type SaleTotals, type SaleVatTerms } from './sale-vat';

/** The cart table's VAT column of a VAT sale: each line's rate and its VAT (`line-vat-<i>`). */
export function vatColumn(lines: readonly RatedLine[], vat: VatBreakdown | null): CartTableProps['extra'] {
  if (!vat) return undefined;
  return {
    header: 'VAT',
    testId: 'line-vat',
    cell: (i) => (
      <>
        {vatRateCell(lines[i]?.rate, vat.lines[i]?.percent)}
        <div className="pos-hint">{formatPence(vat.lines[i]?.vat_pence ?? 0)}</div>
      </>
    ),
  };
}

export interface SaleTotalRowsProps {
  vat: VatBreakdown | null;
  /** The sale's total in pence (a VAT sale's gross). */
  total: number;
  /** Test ids of the rows: `${testIdPrefix}net`, `…vat`, `…total`. */
  testIdPrefix?: string;
}

/**
 * The rows of a sale's totals list after the discount: on a VAT sale Net and VAT above the VAT-inclusive
 * total, otherwise the total alone, as the POS form and the quote form show them.
 */
export function SaleTotalRows({ vat, total, testIdPrefix = '' }: SaleTotalRowsProps) {
  return (
    <>
      {vat ? (
        <>
          <div className="pos-totals__row">
            <dt>Net</dt>
            <dd data-testid={`${testIdPrefix}net`}>{formatPence(vat.net_pence)}</dd>
          </div>
          <div className="pos-totals__row">
            <dt>VAT</dt>
            <dd data-testid={`${testIdPrefix}vat`}>{formatPence(vat.vat_pence)}</dd>
          </div>
        </>
      ) : null}
      <div className="pos-totals__row pos-totals__row--strong">
        <dt>{vat ? 'Total (inc. VAT)' : 'Total'}</dt>
        <dd data-testid={`${testIdPrefix}total`}>{formatPence(total)}</dd>
      </div>
    </>
  );
}

export interface SubTotalAndDiscountProps {
  subTotal: number;
  /** The discount as typed. */
  discount: string;
  error: string | undefined;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** Test id of the sub total: `${testIdPrefix}sub-total`. */
  testIdPrefix?: string;
}

/** The first rows of a sale's totals list: the sub total and the discount box with its message. */
export function SubTotalAndDiscount({
  subTotal,
  discount,
  error,
  onChange,
  disabled = false,
  testIdPrefix = '',
}: SubTotalAndDiscountProps) {
  const ids = { input: useId(), error: useId() };
  return (
    <>
      <div className="pos-totals__row">
        <dt>Sub Total</dt>
        <dd data-testid={`${testIdPrefix}sub-total`}>{formatPence(subTotal)}</dd>
      </div>
      <div className="pos-totals__row pos-totals__row--input">
        <dt>
          <label htmlFor={ids.input}>Discount (£)</label>
        </dt>
        <dd>
          <input
            id={ids.input}
            className={`vd-input pos-cart__input${error ? ' vd-input--invalid' : ''}`}
            inputMode="decimal"
            placeholder="0.00"
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? ids.error : undefined}
            value={discount}
            onChange={(e) => onChange(e.target.value)}
          />
          {error ? (
            <div id={ids.error} className="vd-field-error">
              {error}
            </div>
          ) : null}
        </dd>
      </div>
    </>
  );
}

export interface SaleLinesProps {
  /** The table's accessible name: "Cart", "Quote lines". */
  caption: string;
  lines: readonly RatedLine[];
  totals: SaleTotals;
  vatTerms: SaleVatTerms;
  /** The message of a field by its key (`items`, `items.0.price`, `discount`), if any. */
  errorOf: (key: string) => string | undefined;
  /** Messages of fields the form shows nowhere else, listed above the lines. */
  otherErrors: readonly (readonly [string, string])[];
  onChangeLine: CartTableProps['onChange'];
  onRemoveLine: CartTableProps['onRemove'];
  /** The discount as typed. */
  discount: string;
  onDiscount: (value: string) => void;
  /** The lines and discount can no longer change (a fully paid or credited invoice). */
  disabled?: boolean;
  /** Test ids of the totals' rows (`${testIdPrefix}total`, …). */
  testIdPrefix?: string;
  /** Rows of the totals list after the total (the POS form's payment and due). */
  children?: ReactNode;
}

/**
 * A sale's lines as the POS form and the quote form edit them: the lines' messages, the cart table (with
 * the VAT column on a VAT sale) and the totals list from the sub total and discount to the total.
 */
export function SaleLines({
  caption,
  lines,
  totals,
  vatTerms,
  errorOf,
  otherErrors,
  onChangeLine,
  onRemoveLine,
  discount,
  onDiscount,
  disabled = false,
  testIdPrefix = '',
  children,
}: SaleLinesProps) {
  return (
    <>
      <LineProblems items={errorOf('items')} others={otherErrors} />
      <CartTable
        caption={caption}
        lines={lines}
        lineTotals={totals.lines}
        errorOf={(i, field) => errorOf(`items.${i}.${field}`)}
        onChange={onChangeLine}
        onRemove={onRemoveLine}
        disabled={disabled}
        priceHeader={priceHeaderOf(vatTerms)}
        extra={vatColumn(lines, totals.vat)}
      />
      <dl className="pos-totals">
        <SubTotalAndDiscount
          subTotal={totals.subTotal}
          discount={discount}
          error={errorOf('discount')}
          onChange={onDiscount}
          disabled={disabled}
          testIdPrefix={testIdPrefix}
        />
        <SaleTotalRows vat={totals.vat} total={totals.total} testIdPrefix={testIdPrefix} />
        {children}
      </dl>
    </>
  );
}
