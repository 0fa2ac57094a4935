import { useState } from 'react';
import { useDocumentTitle } from '@voltdesk/app-core';
import type { CardView } from '@voltdesk/contracts';
import { ListView, pageQuery, StatusBadge, useListParams, type Column } from '@voltdesk/app-core/ui';
import { Card, PageHeader } from '../../shared/page';
import { toastDeleted } from '../../shared/delete-toast';
import { SetupForm } from '../../shared/setup-form';
import { useCmsDeleteCardMutation, useCmsGetCardsQuery } from './cards-api';
import { CardModal } from './card-modal';

type Editing = { mode: 'add' } | { mode: 'update'; card: CardView } | null;

const columns: Column<CardView>[] = [
  {
    header: 'Image',
    cell: (c) => (c.image ? <img className="cms-thumb" src={c.image} alt={`${c.title} image`} /> : null),
  },
  { header: 'Title', cell: (c) => c.title },
  { header: 'Link', cell: (c) => c.link },
  { header: 'Status', cell: (c) => <StatusBadge status={c.status} /> },
];

/** Banner & Card (spec section 2): the Top Banner form (setup `mainBanner`) and the Card List. */
export default function BannerCardPage() {
  useDocumentTitle('Banner & Card');
  const control = useListParams();
  const list = useCmsGetCardsQuery(pageQuery(control.params));
  const [remove] = useCmsDeleteCardMutation();
  const [editing, setEditing] = useState<Editing>(null);

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
        <ListView
          caption="Cards"
          columns={columns}
          rowKey={(c) => c.id}
          control={control}
          result={list}
          emptyText="No cards yet."
          searchLabel="Search cards"
          toolbar={
            <button type="button" className="vd-btn" onClick={() => setEditing({ mode: 'add' })}>
              Add New
            </button>
          }
          actions={{
            name: (c) => c.title,
            onEdit: (c) => setEditing({ mode: 'update', card: c }),
            onDelete: (c) => toastDeleted(remove(c.id), 'Card deleted successfully.'),
          }}
        />
      </Card>
      {editing ? (
        <CardModal
          key={editing.mode === 'update' ? editing.card.id : 'add'}
          card={editing.mode === 'update' ? editing.card : undefined}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
