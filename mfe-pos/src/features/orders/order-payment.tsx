import { useId } from 'react';
import { formatPence } from '../../shared/money';
import type { OrderFormValues } from './order-form-model';
import { isPaymentMethod, PAYMENT_METHOD_OPTIONS } from './payment-methods';
import type { SetOrderField } from './use-order-form';

export interface OrderPaymentProps {
  values: OrderFormValues;
  /** The order's total in pence: the most the pay amount may be. */
  totalPence: number;
  error: string | undefined;
  set: SetOrderField;
  /** A fully paid invoice's payment can no longer change. */
  locked: boolean;
  /** Whether the form takes money now, and so asks how it was paid. */
  showMethod: boolean;
}

/** The order's payment, as rows of its totals: the pay amount and, when money is taken, how it was paid. */
export function OrderPayment({ values, totalPence, error, set, locked, showMethod }: OrderPaymentProps) {
  const methodId = useId();
  return (
    <>
      <div className="pos-totals__row pos-totals__row--input">
        <dt>
          <label htmlFor="pos-payment">Pay Amount (£)</label>
        </dt>
        <dd>
          <input
            id="pos-payment"
            className={`vd-input pos-cart__input${error ? ' vd-input--invalid' : ''}`}
            inputMode="decimal"
            placeholder="0.00"
            disabled={locked}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'pos-payment-hint pos-payment-error' : 'pos-payment-hint'}
            value={values.payment}
            onChange={(e) => set('payment', e.target.value)}
          />
          <div id="pos-payment-hint" className="pos-hint">
            From £0.00 up to {formatPence(totalPence)}
          </div>
          {error ? (
            <div id="pos-payment-error" className="vd-field-error">
              {error}
            </div>
          ) : null}
        </dd>
      </div>
      {showMethod ? (
        <div className="pos-totals__row pos-totals__row--input">
          <dt>
            <label htmlFor={methodId}>Paid by</label>
          </dt>
          <dd>
            <select
              id={methodId}
              className="vd-input pos-cart__input"
              value={values.payment_method}
              onChange={(e) =>
                set('payment_method', isPaymentMethod(e.target.value) ? e.target.value : 'cash')
              }
            >
              {PAYMENT_METHOD_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </dd>
        </div>
      ) : null}
    </>
  );
}
