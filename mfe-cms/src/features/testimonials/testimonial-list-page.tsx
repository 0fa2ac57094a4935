import { useState } from 'react';
import { useDocumentTitle } from '@voltdesk/app-core';
import type { TestimonialCreateRequest, TestimonialUpdateRequest } from '@voltdesk/contracts';
import { DataTable, StatusBadge, type Column } from '@voltdesk/app-core/ui';
import { LoadError, PageHeader, RowActions } from '../../shared/page';
import { RecordModal } from '../../shared/record-modal';
import { useDeleteWithConfirm } from '../../shared/use-delete';
import type { TestimonialView } from '../../shared/types';
import {
  useCmsDeleteTestimonialMutation,
  useCmsGetTestimonialsQuery,
  useCmsInsertTestimonialMutation,
  useCmsUpdateTestimonialMutation,
} from './testimonials-api';

type Editing = { mode: 'add' } | { mode: 'update'; row: TestimonialView } | null;

/** Testimonial List (spec section 2): name, text, status; add, edit, delete. */
export default function TestimonialListPage() {
  useDocumentTitle('Testimonial List');
  const { data, isLoading, isError } = useCmsGetTestimonialsQuery();
  const [insert, inserting] = useCmsInsertTestimonialMutation();
  const [update, updating] = useCmsUpdateTestimonialMutation();
  const [remove] = useCmsDeleteTestimonialMutation();
  const del = useDeleteWithConfirm((id) => remove(id), 'Testimonial deleted successfully.');
  const [editing, setEditing] = useState<Editing>(null);

  const columns: Column<TestimonialView>[] = [
    { header: 'Name', cell: (t) => t.name },
    { header: 'Text', cell: (t) => t.text },
    { header: 'Status', cell: (t) => <StatusBadge status={t.status} /> },
    {
      header: 'Action',
      className: 'cms-actions',
      cell: (t) => (
        <RowActions
          name={t.name}
          onEdit={() => setEditing({ mode: 'update', row: t })}
          onDelete={() => del.ask(t.id)}
        />
      ),
    },
  ];

  return (
    <div className="cms-screen">
      <PageHeader
        title="Testimonial List"
        actions={
          <button type="button" className="vd-btn" onClick={() => setEditing({ mode: 'add' })}>
            Add New
          </button>
        }
      />
      {isError ? <LoadError what="The testimonials" /> : null}
      <DataTable
        columns={columns}
        rows={data}
        rowKey={(t) => t.id}
        loading={isLoading}
        caption="Testimonials"
        emptyText="No testimonials yet."
      />
      {editing ? (
        <RecordModal
          key={editing.mode === 'update' ? editing.row.id : 'add'}
          noun="Testimonial"
          fields={[
            { name: 'name', label: 'Name' },
            { name: 'text', label: 'Text', multiline: true },
          ]}
          record={editing.mode === 'update' ? { ...editing.row } : undefined}
          schemas={{ create: 'content.testimonials.create', update: 'content.testimonials.update' }}
          save={(body) =>
            editing.mode === 'update'
              ? update(body as TestimonialUpdateRequest)
              : insert(body as TestimonialCreateRequest)
          }
          busy={inserting.isLoading || updating.isLoading}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {del.dialog}
    </div>
  );
}
