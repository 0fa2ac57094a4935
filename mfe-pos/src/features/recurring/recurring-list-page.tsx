import { useState } from 'react';
import { businessToday, useDocumentTitle } from '@voltdesk/app-core';
import { ConfirmDialog, Spinner } from '@voltdesk/app-core/ui';
import type { RecurringView } from '@voltdesk/contracts';
import { PageHeader } from '../../shared/page';
import { useDeleteRecurringMutation, useRecurringQuery } from './recurring-api';
import { RecurringDialog } from './recurring-dialog';
import { RecurringRow, toastOutcome } from './recurring-row';

const HEADERS = ['Name', 'Customer', 'Repeats', 'Next run', 'Last run', 'Made', 'Status', 'Action'];

/** The schedules' table, or why there is none. */
function RecurringTable({
  list,
  onEdit,
  onDelete,
}: {
  list: { data?: RecurringView[] | undefined; isError: boolean; isLoading: boolean };
  onEdit: (r: RecurringView) => void;
  onDelete: (r: RecurringView) => void;
}) {
  if (list.isError) {
    return (
      <div className="vd-alert vd-alert--danger" role="alert">
        The recurring invoices could not be loaded. Please try again.
      </div>
    );
  }
  if (list.isLoading) return <Spinner label="Loading" />;
  if (!list.data?.length) return <p className="pos-muted">No recurring invoices yet.</p>;
  return (
    <div className="vd-table-wrap">
      <table className="vd-table">
        <caption className="vd-visually-hidden">Recurring invoices</caption>
        <thead>
          <tr>
            {HEADERS.map((h) => (
              <th key={h} className={h === 'Made' ? 'pos-num' : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {list.data.map((r) => (
            <RecurringRow key={r.id} r={r} onEdit={() => onEdit(r)} onDelete={() => onDelete(r)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Recurring invoices: each schedule with its customer, how often, the next run dates, the last run, what
 * it has made and its status; New, Edit, Pause or Resume, Skip next, Delete. svc-pos makes the invoices.
 */
export default function RecurringListPage() {
  useDocumentTitle('Recurring invoices');
  const list = useRecurringQuery();
  const [remove, removing] = useDeleteRecurringMutation();
  const [editing, setEditing] = useState<RecurringView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<RecurringView | null>(null);
  return (
    <div className="pos-screen">
      <PageHeader
        title="Recurring invoices"
        actions={
          <button type="button" className="vd-btn" onClick={() => setEditing('new')}>
            New recurring invoice
          </button>
        }
      />
      <RecurringTable list={list} onEdit={setEditing} onDelete={setDeleting} />
      {editing ? (
        <RecurringDialog
          schedule={editing === 'new' ? undefined : editing}
          today={businessToday()}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        busy={removing.isLoading}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const id = deleting!.id;
          setDeleting(null);
          void toastOutcome(remove(id).unwrap());
        }}
      />
    </div>
  );
}
