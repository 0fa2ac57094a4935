import type { ReactNode } from 'react';
import type { LineEditField } from '../../shared/cart-line-row';
import { SaleLines } from '../../shared/sale-vat-figures';
import type { SaleVatTerms } from '../../shared/sale-vat';
import type { OrderFormValues, Totals } from './order-form-model';
import type { SetOrderField } from './use-order-form';

export interface OrderLinesProps {
  values: OrderFormValues;
  totals: Totals;
  vatTerms: SaleVatTerms;
  errorOf: (key: string) => string | undefined;
  /** svc-pos's messages that no input shows, listed under the lines. */
  otherErrors: readonly (readonly [string, string])[];
  onChangeLine: (index: number, field: LineEditField, value: string) => void;
  onRemoveLine: (index: number) => void;
  set: SetOrderField;
  /** The lines and discount can no longer change (a fully paid or credited invoice). */
  disabled: boolean;
  /** The order's own rows under the sale's totals (pay amount, how it was paid, due). */
  children: ReactNode;
}

/** The order's cart: its lines with editable price and qty, the discount and the sale's totals. */
export function OrderLines({ values, set, onChangeLine, onRemoveLine, children, ...shown }: OrderLinesProps) {
  return (
    <SaleLines
      caption="Cart"
      lines={values.items}
      totals={shown.totals}
      vatTerms={shown.vatTerms}
      errorOf={shown.errorOf}
      otherErrors={shown.otherErrors}
      onChangeLine={onChangeLine}
      onRemoveLine={onRemoveLine}
      discount={values.discount}
      onDiscount={(v) => set('discount', v)}
      disabled={shown.disabled}
    >
      {children}
    </SaleLines>
  );
}
