import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { ORDER_CHANGED_SINCE_OPENED } from '@voltdesk/contracts';
import { normalizeError, toastError, toastSuccess, TOAST_TEXT, useDocumentTitle } from '@voltdesk/app-core';
import { Spinner } from '@voltdesk/app-core/ui';
import { PageHeader } from '../../shared/page';
import { OrderForm } from './order-form';
import { vatTermsOfSaved } from '../../shared/sale-vat';
import { valuesFromOrder, type OrderFormRequest } from './order-form-model';
import { lockOf } from './order-locks';
import { useOrderByIdQuery, useUpdateOrderMutation } from './orders-api';

/** svc-pos's 409 said: the invoice changed since the form was loaded, and Reload starts it again. */
function StaleNotice({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <div className="vd-alert vd-alert--danger pos-stale" role="alert">
      <p>{message}</p>
      <button type="button" className="vd-btn vd-btn--ghost" onClick={onReload}>
        Reload
      </button>
    </div>
  );
}

/**
 * Order update (spec section 2): the POS form loaded by order id; 'Invoice updated', then the order list.
 * A fully paid invoice keeps its lines, prices, discount and payment, one with a credit note its lines and
 * discount, a void one everything: the form says so and disables those inputs, as svc-pos
 * refuses them anyway. The form carries the revision it was loaded from; when the invoice changed since (a
 * payment taken at the counter meanwhile), svc-pos refuses the edit with 409 and the page says so, with
 * Reload to start again from the invoice as it is now.
 */
export default function OrderUpdatePage() {
  useDocumentTitle('Order Update');
  const { id } = useParams<{ id: string }>();
  const navigate = useNavigate();
  const { data: order, isLoading, error, refetch } = useOrderByIdQuery(id ?? skipToken);
  const [update, { isLoading: saving }] = useUpdateOrderMutation();
  const initial = useMemo(() => (order ? valuesFromOrder(order) : null), [order]);
  /** svc-pos's 409: the invoice changed since the form was loaded; the form is stale until reloaded. */
  const [stale, setStale] = useState<string | null>(null);
  /** Bumped by Reload: the form starts again from the invoice as it is now. */
  const [generation, setGeneration] = useState(0);
  const reload = async () => {
    await refetch();
    setStale(null);
    setGeneration((g) => g + 1);
  };
  const lock = order ? lockOf(order) : null;
  const vatTerms = useMemo(() => (order ? vatTermsOfSaved(order) : null), [order]);

  const onSubmit = async (changes: OrderFormRequest) => {
    if (!id) return {};
    // The revision is the one the form was loaded with (in its values), never the order as refetched since.
    const result = await update({ ...changes, id, rev: changes.rev ?? 0 });
    if ('error' in result) {
      const { status, message, fields } = normalizeError(result.error);
      if (status === 409) {
        setStale(message ?? ORDER_CHANGED_SINCE_OPENED);
        return {};
      }
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
        <>
          {stale ? <StaleNotice message={stale} onReload={() => void reload()} /> : null}
          {/* Keyed by order id and reload: a different order, or a reload, starts a fresh form. */}
          <OrderForm
            key={`${order!.id}:${generation}`}
            initial={initial}
            schemaId="pos.orders.update"
            orderId={order!.id}
            submitLabel="Update"
            busy={saving}
            lock={lock}
            vatTerms={vatTerms}
            onSubmit={onSubmit}
          />
        </>
      )}
    </div>
  );
}
