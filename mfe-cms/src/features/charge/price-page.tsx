import { useState } from 'react';
import { useDocumentTitle } from '@voltdesk/app-core';
import type { ChargeCreateRequest, ChargeUpdateRequest, ChargeView } from '@voltdesk/contracts';
import { ListView, pageQuery, RecordModal, useListParams, type Column } from '@voltdesk/app-core/ui';
import { Card, PageHeader } from '../../shared/page';
import { toastDeleted } from '../../shared/delete-toast';
import { SetupForm } from '../../shared/setup-form';
import {
  useCmsDeleteChargeMutation,
  useCmsGetChargesQuery,
  useCmsInsertChargeMutation,
  useCmsUpdateChargeMutation,
} from './charges-api';

type Editing = { mode: 'add' } | { mode: 'update'; row: ChargeView } | null;

const columns: Column<ChargeView>[] = [
  { header: 'Service', cell: (c) => c.service },
  { header: 'Rate', cell: (c) => c.rate },
];

const FIELDS = [
  { name: 'service', label: 'Service' },
  { name: 'rate', label: 'Rate' },
] as const;

/**
 * Price Page (spec section 2): Body Information (`charge_page_text`), Top/Middle/Bottom images, the
 * Background Image (`chargeBg`) and the Charge List (service and rate).
 */
export default function PricePage() {
  useDocumentTitle('Price Page');
  const control = useListParams();
  const list = useCmsGetChargesQuery(pageQuery(control.params));
  const [insert, inserting] = useCmsInsertChargeMutation();
  const [update, updating] = useCmsUpdateChargeMutation();
  const [remove] = useCmsDeleteChargeMutation();
  const [editing, setEditing] = useState<Editing>(null);
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
        <ListView
          caption="Charges"
          columns={columns}
          rowKey={(c) => c.id}
          control={control}
          result={list}
          emptyText="No charges yet."
          searchLabel="Search charges"
          toolbar={
            <button type="button" className="vd-btn" onClick={() => setEditing({ mode: 'add' })}>
              Add New
            </button>
          }
          actions={{
            name: (c) => c.service,
            onEdit: (c) => setEditing({ mode: 'update', row: c }),
            onDelete: (c) => toastDeleted(remove(c.id), 'Charge deleted successfully.'),
          }}
        />
      </Card>
      {editing ? (
        <RecordModal
          key={editing.mode === 'update' ? editing.row.id : 'add'}
          noun="Charge"
          fields={FIELDS}
          record={editing.mode === 'update' ? editing.row : undefined}
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
    </div>
  );
}
