import { useMemo } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { OrderCreateRequest } from '@voltdesk/contracts';
import { normalizeError, toastError, toastSuccess, TOAST_TEXT, useDocumentTitle } from '@voltdesk/app-core';
import { Spinner } from '@voltdesk/app-core/ui';
import { PageHeader } from '../../shared/page';
import { OrderForm } from './order-form';
import { valuesFromOrder } from './order-form-model';
import { usePosGetOrderQuery, usePosUpdateOrderMutation } from './orders-api';

/** Order update (spec section 2): the POS form loaded by order id; 'Invoice updated', then the order list. */
export default function OrderUpdatePage() {
  useDocumentTitle('Order Update');
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const { data: order, isLoading, error } = usePosGetOrderQuery(id ?? skipToken);
  const [update, { isLoading: saving }] = usePosUpdateOrderMutation();
  const initial = useMemo(() => (order ? valuesFromOrder(order) : null), [order]);

  const onSubmit = async (changes: OrderCreateRequest) => {
    if (!id) return {};
    const result = await update({ ...changes, id });
    if ('error' in result) {
      toastError(TOAST_TEXT.invoiceFailed);
      return normalizeError(result.error).fields;
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
      ) : (
        // Keyed by order id: a different order starts a fresh form.
        <OrderForm
          key={order!.id}
          initial={initial}
          schemaId="pos.orders.update"
          orderId={order!.id}
          submitLabel="Update"
          busy={saving}
          onSubmit={onSubmit}
        />
      )}
    </div>
  );
}
