import { useState } from 'react';
import { useDocumentTitle } from '@voltdesk/app-core';
import type { ChargeCreateRequest, ChargeUpdateRequest } from '@voltdesk/contracts';
import { DataTable, type Column } from '@voltdesk/app-core/ui';
import { Card, LoadError, PageHeader, RowActions } from '../../shared/page';
import { RecordModal } from '../../shared/record-modal';
import { useDeleteWithConfirm } from '../../shared/use-delete';
import type { ChargeView } from '../../shared/types';
import { SetupForm } from '../../shared/setup-form';
import {
  useCmsDeleteChargeMutation,
  useCmsGetChargesQuery,
  useCmsInsertChargeMutation,
  useCmsUpdateChargeMutation,
} from './charges-api';

type Editing = { mode: 'add' } | { mode: 'update'; row: ChargeView } | null;

/**
 * Price Page (spec section 2): Body Information (`charge_page_text`), Top/Middle/Bottom images, the
 * Background Image (`chargeBg`) and the Charge List (service and rate).
 */
export default function PricePage() {
  useDocumentTitle('Price Page');
  const { data, isLoading, isError } = useCmsGetChargesQuery();
  const [insert, inserting] = useCmsInsertChargeMutation();
  const [update, updating] = useCmsUpdateChargeMutation();
  const [remove] = useCmsDeleteChargeMutation();
  const del = useDeleteWithConfirm((id) => remove(id), 'Charge deleted successfully.');
  const [editing, setEditing] = useState<Editing>(null);

  const columns: Column<ChargeView>[] = [
    { header: 'Service', cell: (c) => c.service },
    { header: 'Rate', cell: (c) => c.rate },
    {
      header: 'Action',
      className: 'cms-actions',
      cell: (c) => (
        <RowActions
          name={c.service}
          onEdit={() => setEditing({ mode: 'update', row: c })}
          onDelete={() => del.ask(c.id)}
        />
      ),
    },
  ];

  return (
    <div className="cms-screen">
      <PageHeader title="Price Page" />
      <div className="cms-grid">
        <SetupForm
          setupKey="charge_page_text"
          title="Body Information"
          fields={[
            { name: 'title', label: 'Title' },
            { name: 'description', label: 'Description', kind: 'textarea' },
            { name: 'special_description', label: 'Special Description', kind: 'textarea' },
          ]}
        />
        <SetupForm setupKey="charge_top_image" title="Top Image" image="required" />
        <SetupForm setupKey="charge_middle_image" title="Middle Image" image="required" />
        <SetupForm setupKey="charge_bottom_image" title="Bottom Image" image="required" />
        <SetupForm
          setupKey="chargeBg"
          title="Background Image"
          image="optional"
          fields={[{ name: 'title', label: 'Title' }]}
        />
      </div>
      <Card title="Charge List">
        <div className="cms-page__actions cms-card__tools">
          <button type="button" className="vd-btn" onClick={() => setEditing({ mode: 'add' })}>
            Add New
          </button>
        </div>
        {isError ? <LoadError what="The charges" /> : null}
        <DataTable
          columns={columns}
          rows={data}
          rowKey={(c) => c.id}
          loading={isLoading}
          caption="Charges"
          emptyText="No charges yet."
        />
      </Card>
      {editing ? (
        <RecordModal
          key={editing.mode === 'update' ? editing.row.id : 'add'}
          noun="Charge"
          fields={[
            { name: 'service', label: 'Service' },
            { name: 'rate', label: 'Rate' },
          ]}
          record={editing.mode === 'update' ? { ...editing.row } : undefined}
          schemas={{ create: 'content.charges.create', update: 'content.charges.update' }}
          save={(body) =>
            editing.mode === 'update'
              ? update(body as ChargeUpdateRequest)
              : insert(body as ChargeCreateRequest)
          }
          busy={inserting.isLoading || updating.isLoading}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {del.dialog}
    </div>
  );
}
