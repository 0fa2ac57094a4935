import { useMemo, useRef, useState } from 'react';
import {
  normalizeError,
  toastError,
  toastSuccess,
  TOAST_TEXT,
  useDocumentTitle,
  newIdempotencyKey,
  type IdempotencyKey,
} from '@voltdesk/app-core';
import { useInvoiceSettingsQuery } from '../../shared/invoice-settings-api';
import { PageHeader } from '../../shared/page';
import { OrderForm } from './order-form';
import { vatTermsOfSettings } from '../../shared/sale-vat';
import { EMPTY_ORDER, type OrderFormRequest } from './order-form-model';
import { useCreateOrderMutation } from './orders-api';

/**
 * POS create (spec section 2). Each submission carries an `Idempotency-Key`: a new one when the order
 * differs from the last attempt, the same one when it is the same order sent again (a double click, or a
 * retry after the answer was lost), so svc-pos never makes two invoices of one. After 'Invoice created'
 * the form starts again empty (create forms reset after success).
 */
export default function OrderCreatePage() {
  useDocumentTitle('POS Create');
  const [insert, { isLoading }] = useCreateOrderMutation();
  const [formKey, setFormKey] = useState(0);
  const attempt = useRef<{ key: IdempotencyKey; body: string } | null>(null);
  // The VAT settings the new invoice will follow; until they load (or if they cannot), no VAT is shown and
  // svc-pos still computes the invoice's VAT by them.
  const settings = useInvoiceSettingsQuery();
  const vatTerms = useMemo(() => vatTermsOfSettings(settings.data), [settings.data]);

  const onSubmit = async (order: OrderFormRequest) => {
    const body = JSON.stringify(order);
    if (attempt.current?.body !== body) attempt.current = { key: newIdempotencyKey(), body };
    const result = await insert({ request: order, idempotencyKey: attempt.current.key });
    if ('error' in result) {
      const { fields } = normalizeError(result.error);
      // svc-pos's field messages show under their fields; only a failure that names none is toasted.
      if (Object.keys(fields).length === 0) toastError(TOAST_TEXT.invoiceFailed);
      return fields;
    }
    attempt.current = null;
    toastSuccess(TOAST_TEXT.invoiceCreated);
    setFormKey((k) => k + 1);
    return null;
  };

  return (
    <div className="pos-screen">
      <PageHeader title="POS" />
      <OrderForm
        key={formKey}
        initial={EMPTY_ORDER}
        schemaId="pos.orders.create"
        submitLabel="Confirm"
        busy={isLoading}
        vatTerms={vatTerms}
        onSubmit={onSubmit}
      />
    </div>
  );
}
