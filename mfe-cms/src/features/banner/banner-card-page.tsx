import { useState } from 'react';
import { useDocumentTitle } from '@voltdesk/app-core';
import { DataTable, StatusBadge, type Column } from '@voltdesk/app-core/ui';
import { Card, LoadError, PageHeader, RowActions } from '../../shared/page';
import { useDeleteWithConfirm } from '../../shared/use-delete';
import type { CardView } from '../../shared/types';
import { SetupForm } from '../../shared/setup-form';
import { useCmsDeleteCardMutation, useCmsGetCardsQuery } from './cards-api';
import { CardModal } from './card-modal';

type Editing = { mode: 'add' } | { mode: 'update'; card: CardView } | null;

/** Banner & Card (spec section 2): the Top Banner form (setup `mainBanner`) and the Card List. */
export default function BannerCardPage() {
  useDocumentTitle('Banner & Card');
  const { data, isLoading, isError } = useCmsGetCardsQuery();
  const [remove] = useCmsDeleteCardMutation();
  const del = useDeleteWithConfirm((id) => remove(id), 'Card deleted successfully.');
  const [editing, setEditing] = useState<Editing>(null);

  const columns: Column<CardView>[] = [
    {
      header: 'Image',
      cell: (c) => (c.image ? <img className="cms-thumb" src={c.image} alt={`${c.title} image`} /> : null),
    },
    { header: 'Title', cell: (c) => c.title },
    { header: 'Link', cell: (c) => c.link },
    { header: 'Status', cell: (c) => <StatusBadge status={c.status} /> },
    {
      header: 'Action',
      className: 'cms-actions',
      cell: (c) => (
        <RowActions
          name={c.title}
          onEdit={() => setEditing({ mode: 'update', card: c })}
          onDelete={() => del.ask(c.id)}
        />
      ),
    },
  ];

  return (
    <div className="cms-screen">
      <PageHeader title="Banner & Card" />
      <SetupForm
        setupKey="mainBanner"
        title="Top Banner"
        fields={[
          { name: 'title', label: 'Title' },
          { name: 'description', label: 'Description', kind: 'textarea' },
        ]}
      />
      <Card title="Card List">
        <div className="cms-page__actions cms-card__tools">
          <button type="button" className="vd-btn" onClick={() => setEditing({ mode: 'add' })}>
            Add New
          </button>
        </div>
        {isError ? <LoadError what="The cards" /> : null}
        <DataTable
          columns={columns}
          rows={data}
          rowKey={(c) => c.id}
          loading={isLoading}
          caption="Cards"
          emptyText="No cards yet."
        />
      </Card>
      {editing ? (
        <CardModal
          key={editing.mode === 'update' ? editing.card.id : 'add'}
          card={editing.mode === 'update' ? editing.card : undefined}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {del.dialog}
    </div>
  );
}
