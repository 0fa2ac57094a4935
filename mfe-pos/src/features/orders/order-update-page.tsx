import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { OrderCreateRequest } from '@voltdesk/contracts';
import { normalizeError, toastError, toastSuccess, TOAST_TEXT, useDocumentTitle } from '@voltdesk/app-core';
import { Spinner } from '@voltdesk/app-core/ui';
import { PageHeader } from '../../shared/page';
import { OrderForm } from './order-form';
import { vatTermsOfSaved } from '../../shared/sale-vat';
import { valuesFromOrder } from './order-form-model';
import { lockOf } from './order-locks';
import { usePosGetOrderQuery, usePosUpdateOrderMutation } from './orders-api';

/**
 * Order update (spec section 2): the POS form loaded by order id; 'Invoice updated', then the order list.
 * A fully paid invoice keeps its lines, prices, discount and payment, one with a credit note its lines and
 * discount, a void one everything (issue 16 item 8): the form says so and disables those inputs, as svc-pos
 * refuses them anyway.
 */
export default function OrderUpdatePage() {
  useDocumentTitle('Order Update');
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const { data: order, isLoading, error } = usePosGetOrderQuery(id ?? skipToken);
  const [update, { isLoading: saving }] = usePosUpdateOrderMutation();
  const initial = useMemo(() => (order ? valuesFromOrder(order) : null), [order]);
  const lock = order ? lockOf(order) : null;
  const vatTerms = useMemo(() => (order ? vatTermsOfSaved(order) : null), [order]);

  const onSubmit = async (changes: OrderCreateRequest) => {
    if (!id) return {};
    const result = await update({ ...changes, id });
    if ('error' in result) {
      const { fields } = normalizeError(result.error);
      // svc-pos's field messages show under their fields; only a failure that names none is toasted.
      if (Object.keys(fields).length === 0) toastError(TOAST_TEXT.invoiceFailed);
      return fields;
    }
    toastSuccess(TOAST_TEXT.invoiceUpdated);
    navigate('../orders');
    return null;
  };

  const notFound = error && 'status' in error && error.status === 404;
  return (
    <div className="pos-screen">
      <PageHeader
        title={order ? `Order Update: Invoice #${order.invoice_no}` : 'Order Update'}
        actions={
          <Link className="vd-btn vd-btn--ghost" to="../orders">
            Back to orders
          </Link>
        }
      />
      {isLoading ? (
        <Spinner label="Loading the order" />
      ) : notFound ? (
        <div className="vd-alert vd-alert--danger" role="alert">
          This order does not exist (it may have been deleted).
        </div>
      ) : error || !initial ? (
        <div className="vd-alert vd-alert--danger" role="alert">
          The order could not be loaded. Please try again.
        </div>
      ) : lock?.everything ? (
        <div className="vd-alert pos-alert--info" role="note" aria-label="Locked">
          {lock.message} It is kept with its number and payments; see it in the order list.
        </div>
      ) : (
        // Keyed by order id: a different order starts a fresh form.
        <OrderForm
          key={order!.id}
          initial={initial}
          schemaId="pos.orders.update"
          orderId={order!.id}
          submitLabel="Update"
          busy={saving}
          lock={lock}
          vatTerms={vatTerms}
          onSubmit={onSubmit}
        />
      )}
    </div>
  );
}
