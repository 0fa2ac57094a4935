import { useDocumentTitle } from '@voltdesk/app-core';
import { contentEndpoints, messageOf, type SubscriberView } from '@voltdesk/contracts';
import { RecordList, useServerRecordList, type Column, type ListResult } from '@voltdesk/app-core/ui';
import { PageHeader } from '../../shared/page';
import { useDeleteSubscriberMutation, useSubscribersQuery } from './newsletter-api';

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
];

/** Subscriber list (spec section 2): SL, Name, Email (and the double opt-in status), delete with confirm. */
export default function SubscriberListPage() {
  useDocumentTitle('Subscriber list');
  const records = useServerRecordList<ListResult<SubscriberView>>(
    useSubscribersQuery,
    useDeleteSubscriberMutation,
    messageOf(contentEndpoints.deleteNewsLetter),
  );
  return (
    <div className="cms-screen">
      <PageHeader title="Subscriber list" />
      <RecordList
        caption="Subscribers"
        columns={columns}
        {...records}
        emptyText="No subscribers yet."
        searchLabel="Search subscribers"
        name={(s) => s.name}
      />
    </div>
  );
}
