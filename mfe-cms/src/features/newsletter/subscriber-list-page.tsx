import { useDocumentTitle } from '@voltdesk/app-core';
import { DataTable, type Column } from '@voltdesk/app-core/ui';
import { LoadError, PageHeader, RowActions } from '../../shared/page';
import { useDeleteWithConfirm } from '../../shared/use-delete';
import type { SubscriberView } from '../../shared/types';
import { useCmsDeleteSubscriberMutation, useCmsGetSubscribersQuery } from './newsletter-api';

/** Subscriber list (spec section 2): SL, Name, Email (and the double opt-in status), delete with confirm. */
export default function SubscriberListPage() {
  useDocumentTitle('Subscriber list');
  const { data, isLoading, isError } = useCmsGetSubscribersQuery();
  const [remove] = useCmsDeleteSubscriberMutation();
  const del = useDeleteWithConfirm((id) => remove(id), 'Subscriber deleted successfully.');

  const columns: Column<SubscriberView>[] = [
    { header: 'Name', cell: (s) => s.name },
    { header: 'Email', cell: (s) => s.email },
    {
      header: 'Status',
      cell: (s) => (
        <span className={`vd-badge ${s.status === 'confirmed' ? 'vd-badge--active' : 'vd-badge--inactive'}`}>
          {s.status}
        </span>
      ),
    },
    {
      header: 'Action',
      className: 'cms-actions',
      cell: (s) => <RowActions name={s.name} onDelete={() => del.ask(s.id)} />,
    },
  ];

  return (
    <div className="cms-screen">
      <PageHeader title="Subscriber list" />
      {isError ? <LoadError what="The subscribers" /> : null}
      <DataTable
        columns={columns}
        rows={data}
        rowKey={(s) => s.id}
        loading={isLoading}
        caption="Subscribers"
        emptyText="No subscribers yet."
      />
      {del.dialog}
    </div>
  );
}
