import type { ExpenseView } from '@voltdesk/contracts';
import { useDocumentTitle } from '@voltdesk/app-core';
import { RecordList, useServerRecordList, type Column } from '@voltdesk/app-core/ui';
import { formatPounds } from '../../shared/money';
import { PageHeader } from '../../shared/page';
import { ExpenseModal } from './expense-modal';
import { useDeleteExpenseMutation, useExpensesQuery } from './expenses-api';

const dateText = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

const columns: Column<ExpenseView>[] = [
  { header: 'Date', cell: (e) => dateText(e.date) },
  { header: 'Supplier', cell: (e) => e.supplier },
  { header: 'Description', cell: (e) => e.description },
  { header: 'Net', className: 'pos-num', cell: (e) => formatPounds(e.net) },
  { header: 'VAT', className: 'pos-num', cell: (e) => formatPounds(e.vat) },
  { header: 'Gross', className: 'pos-num', cell: (e) => formatPounds(e.gross) },
  {
    header: 'Receipt',
    cell: (e) =>
      e.receipt ? (
        <a href={e.receipt} target="_blank" rel="noreferrer">
          View receipt<span className="vd-visually-hidden"> of {e.supplier}</span>
        </a>
      ) : (
        <span className="pos-muted">None</span>
      ),
  },
];

/**
 * Expenses: what the business buys, with the VAT on each receipt, for the VAT return's purchases and input
 * tax. Newest first; paged and searched (supplier, description) by svc-pos.
 */
export default function ExpenseListPage() {
  useDocumentTitle('Expenses');
  const records = useServerRecordList(
    useExpensesQuery,
    useDeleteExpenseMutation,
    'Expense deleted successfully.',
  );
  return (
    <div className="pos-screen">
      <RecordList
        heading={(add) => <PageHeader title="Expenses" actions={add} />}
        caption="Expenses"
        columns={columns}
        {...records}
        emptyText="No expenses yet."
        searchLabel="Search expenses"
        name={(e) => `${e.supplier} ${e.date}`}
        editor={(expense, close) => <ExpenseModal expense={expense} onClose={close} />}
      />
    </div>
  );
}
