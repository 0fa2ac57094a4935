import { formatDate } from '@voltdesk/app-core';
import { DataTable, Pager, type Column } from '@voltdesk/app-core/ui';
import type { CustomerOrderView, PageMeta } from '@voltdesk/contracts';
import { formatPounds } from '../../shared/money';
import { Card } from '../../shared/page';

const orderColumns: Column<CustomerOrderView>[] = [
  { header: 'Invoice', cell: (o) => `#${o.invoice_no}` },
  { header: 'Date', cell: (o) => formatDate(o.created_at) },
  { header: 'Total', className: 'pos-num', cell: (o) => formatPounds(o.total) },
  { header: 'Credited', className: 'pos-num', cell: (o) => formatPounds(o.credited) },
  { header: 'Paid', className: 'pos-num', cell: (o) => formatPounds(o.payment) },
  { header: 'Due', className: 'pos-num', cell: (o) => formatPounds(o.due) },
  { header: 'Status', cell: (o) => o.status },
];

/** The customer's invoices, newest first, a page at a time. */
export function CustomerOrderHistory({
  orders,
  meta,
  busy,
  onPage,
}: {
  orders: readonly CustomerOrderView[];
  meta: PageMeta;
  /** Another page is on its way. */
  busy: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <Card title="Order history">
      <DataTable
        caption="Order history"
        columns={orderColumns}
        rows={orders}
        rowKey={(o) => o.id}
        serialStart={(meta.page - 1) * meta.per_page + 1}
        busy={busy}
        emptyText="No invoices yet."
      />
      <Pager
        page={meta.page}
        perPage={meta.per_page}
        total={meta.total}
        onPage={onPage}
        label="Order history pages"
      />
    </Card>
  );
}
