import type { FirstErrors } from '@voltdesk/app-core';
import type { SaleVatTerms } from '../../shared/sale-vat';
import type { OrderFormRequest, OrderFormValues } from './order-form-model';
import type { OrderLock } from './order-locks';

export interface OrderFormProps {
  initial: OrderFormValues;
  schemaId: 'pos.orders.create' | 'pos.orders.update';
  /** The order being updated. */
  orderId?: string;
  submitLabel: string;
  busy: boolean;
  /**
   * What of the order can no longer change (Order update of a fully paid or credited invoice): those
   * inputs are disabled and the form says why before the clerk tries.
   */
  lock?: OrderLock | null;
  /**
   * Whether the invoice charges VAT and how its prices are typed (new invoice: the settings; update: as it
   * was issued). The form then shows each line's rate and VAT, Net and VAT, and a VAT-inclusive total.
   */
  vatTerms?: SaleVatTerms;
  /**
   * Sends the order. Resolves to null on success, or to the server's first message per field (possibly
   * none) on failure; the caller toasts a failure that names no field.
   */
  onSubmit: (order: OrderFormRequest) => Promise<FirstErrors | null>;
}
