import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { OrderStatus, OrderView } from '@voltdesk/contracts';
import { toastError, toastSuccess, useDocumentTitle, useGetSingleSetupQuery } from '@voltdesk/app-core';
import { ConfirmDialog, DataTable, type Column, toastFailure } from '@voltdesk/app-core/ui';
import { formatPounds } from '../../shared/money';
import { LoadError, PageHeader } from '../../shared/page';
import { useDebouncedValue } from '../../shared/use-debounced-value';
import { OrderDetailsModal } from './order-details-modal';
import { usePosDeleteOrderMutation, usePosGetOrdersQuery } from './orders-api';
import { PaymentModal } from './payment-modal';
import { printInvoice } from './print-invoice';

export const ORDERS_PER_PAGE = 10;

type Open = { kind: 'pay' | 'view' | 'delete'; order: OrderView } | null;

/**
 * Order list (spec section 2): SL, Name, Phone, Total, Payment, Due, Status (Paid when due is 0); search
 * (name, phone, invoice number, custom order ID) and a Paid/Unpaid filter, server-side pagination; actions
 * payment, print, view details, edit, delete (with confirm).
 */
export default function OrderListPage() {
  useDocumentTitle('Order List');
  const searchId = useId();
  const statusId = useId();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'' | OrderStatus>('');
  const settledSearch = useDebouncedValue(search.trim());
  const { data, isLoading, isFetching, isError } = usePosGetOrdersQuery({
    page,
    per_page: ORDERS_PER_PAGE,
    ...(settledSearch ? { search: settledSearch } : {}),
    ...(status ? { status } : {}),
  });
  // The shell loads the setup on start; the invoice reads logo, site info and bank details from it.
  const { data: setup } = useGetSingleSetupQuery();
  const [remove, removing] = usePosDeleteOrderMutation();
  const [open, setOpen] = useState<Open>(null);

  const rows = data?.data;
  const total = data?.meta.total ?? 0;
  const perPage = data?.meta.per_page ?? ORDERS_PER_PAGE;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const first = (page - 1) * perPage;

  const print = (order: OrderView) => {
    if (!printInvoice(order, setup))
      toastError('The print window was blocked. Please allow pop-ups for this site.');
  };

  const onDelete = async () => {
    if (open?.kind !== 'delete') return;
    const result = await remove(open.order.id);
    setOpen(null);
    if ('error' in result) {
      toastFailure(result.error);
      return;
    }
    toastSuccess(result.data.message ?? 'Order deleted successfully.');
    // The last row of a later page is gone: show the page before it.
    if (rows?.length === 1 && page > 1) setPage(page - 1);
  };

  const columns: Column<OrderView>[] = [
    { header: 'SL', className: 'vd-table__sl', cell: (_o, i) => first + i + 1 },
    { header: 'Name', cell: (o) => o.customer.name },
    { header: 'Phone', cell: (o) => o.customer.phone },
    { header: 'Total', className: 'pos-num', cell: (o) => formatPounds(o.total) },
    { header: 'Payment', className: 'pos-num', cell: (o) => formatPounds(o.payment) },
    { header: 'Due', className: 'pos-num', cell: (o) => formatPounds(o.due) },
    {
      header: 'Status',
      cell: (o) => (
        <span className={`vd-badge ${o.status === 'Paid' ? 'vd-badge--active' : 'vd-badge--inactive'}`}>
          {o.status}
        </span>
      ),
    },
    {
      header: 'Action',
      className: 'pos-actions',
      cell: (o) => {
        const who = `invoice #${o.invoice_no}`;
        return (
          <div className="pos-actions__row">
            <button
              type="button"
              className="vd-btn vd-btn--success vd-btn--sm"
              aria-label={`Payment of ${who}`}
              disabled={o.status === 'Paid'}
              title={o.status === 'Paid' ? 'Nothing is due' : undefined}
              onClick={() => setOpen({ kind: 'pay', order: o })}
            >
              Pay
            </button>
            <button
              type="button"
              className="vd-btn vd-btn--ghost vd-btn--sm"
              aria-label={`Print ${who}`}
              onClick={() => print(o)}
            >
              Print
            </button>
            <button
              type="button"
              className="vd-btn vd-btn--ghost vd-btn--sm"
              aria-label={`View ${who}`}
              onClick={() => setOpen({ kind: 'view', order: o })}
            >
              View
            </button>
            <Link
              className="vd-btn vd-btn--ghost vd-btn--sm"
              aria-label={`Edit ${who}`}
              to={`../posupdate/${o.id}`}
            >
              Edit
            </Link>
            <button
              type="button"
              className="vd-btn vd-btn--danger vd-btn--sm"
              aria-label={`Delete ${who}`}
              onClick={() => setOpen({ kind: 'delete', order: o })}
            >
              Delete
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <div className="pos-screen">
      <PageHeader
        title="Order List"
        actions={
          <Link className="vd-btn" to="../ordercreate">
            New Invoice
          </Link>
        }
      />
      <div className="pos-toolbar">
        <div className="vd-field">
          <label className="vd-label" htmlFor={searchId}>
            Search
          </label>
          <input
            id={searchId}
            type="search"
            className="vd-input"
            placeholder="Name, phone, invoice no or order ID"
            maxLength={100}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <div className="vd-field">
          <label className="vd-label" htmlFor={statusId}>
            Status
          </label>
          <select
            id={statusId}
            className="vd-input"
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as '' | OrderStatus);
              setPage(1);
            }}
          >
            <option value="">All</option>
            <option value="Paid">Paid</option>
            <option value="Unpaid">Unpaid</option>
          </select>
        </div>
      </div>
      {isError ? <LoadError what="The orders" /> : null}
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(o) => o.id}
        serial={false}
        loading={isLoading}
        caption="Orders"
        emptyText={settledSearch || status ? 'No order matches.' : 'No orders yet.'}
      />
      <nav className="pos-pagination" aria-label="Pagination">
        <span className="pos-muted" aria-live="polite">
          {total === 0
            ? '0 orders'
            : `Showing ${first + 1}–${Math.min(first + perPage, total)} of ${total} orders`}
          {isFetching && !isLoading ? ' (updating...)' : ''}
        </span>
        <div className="pos-pagination__buttons">
          <button
            type="button"
            className="vd-btn vd-btn--ghost vd-btn--sm"
            disabled={page <= 1}
            onClick={() => setPage((p) => Math.max(1, p - 1))}
          >
            Previous
          </button>
          <span aria-current="page">
            Page {page} of {pages}
          </span>
          <button
            type="button"
            className="vd-btn vd-btn--ghost vd-btn--sm"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </button>
        </div>
      </nav>

      {open?.kind === 'pay' ? <PaymentModal order={open.order} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'view' ? (
        <OrderDetailsModal
          order={open.order}
          setup={setup}
          onClose={() => setOpen(null)}
          onPrint={() => print(open.order)}
        />
      ) : null}
      <ConfirmDialog
        open={open?.kind === 'delete'}
        busy={removing.isLoading}
        onCancel={() => setOpen(null)}
        onConfirm={() => void onDelete()}
      />
    </div>
  );
}
