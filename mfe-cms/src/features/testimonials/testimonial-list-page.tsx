import { useState } from 'react';
import { useDocumentTitle } from '@voltdesk/app-core';
import type {
  TestimonialCreateRequest,
  TestimonialUpdateRequest,
  TestimonialView,
} from '@voltdesk/contracts';
import {
  ListView,
  pageQuery,
  RecordModal,
  StatusBadge,
  useListParams,
  type Column,
} from '@voltdesk/app-core/ui';
import { PageHeader } from '../../shared/page';
import { toastDeleted } from '../../shared/delete-toast';
import {
  useCmsDeleteTestimonialMutation,
  useCmsGetTestimonialsQuery,
  useCmsInsertTestimonialMutation,
  useCmsUpdateTestimonialMutation,
} from './testimonials-api';

type Editing = { mode: 'add' } | { mode: 'update'; row: TestimonialView } | null;

const columns: Column<TestimonialView>[] = [
  { header: 'Name', cell: (t) => t.name },
  { header: 'Text', cell: (t) => t.text },
  { header: 'Status', cell: (t) => <StatusBadge status={t.status} /> },
];

const FIELDS = [
  { name: 'name', label: 'Name' },
  { name: 'text', label: 'Text', kind: 'textarea' },
] as const;

/** Testimonial List (spec section 2): name, text, status; add, edit, delete. */
export default function TestimonialListPage() {
  useDocumentTitle('Testimonial List');
  const control = useListParams();
  const list = useCmsGetTestimonialsQuery(pageQuery(control.params));
  const [insert, inserting] = useCmsInsertTestimonialMutation();
  const [update, updating] = useCmsUpdateTestimonialMutation();
  const [remove] = useCmsDeleteTestimonialMutation();
  const [editing, setEditing] = useState<Editing>(null);

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
      <ListView
        caption="Testimonials"
        columns={columns}
        rowKey={(t) => t.id}
        control={control}
        result={list}
        emptyText="No testimonials yet."
        searchLabel="Search testimonials"
        actions={{
          name: (t) => t.name,
          onEdit: (t) => setEditing({ mode: 'update', row: t }),
          onDelete: (t) => toastDeleted(remove(t.id), 'Testimonial deleted successfully.'),
        }}
      />
      {editing ? (
        <RecordModal
          key={editing.mode === 'update' ? editing.row.id : 'add'}
          noun="Testimonial"
          fields={FIELDS}
          record={editing.mode === 'update' ? editing.row : undefined}
          schemas={{ create: 'content.testimonials.create', update: 'content.testimonials.update' }}
          // The body has passed the contract's schema (the modal checks it first).
          save={(body) =>
            editing.mode === 'update'
              ? update(body as TestimonialUpdateRequest)
              : insert(body as TestimonialCreateRequest)
          }
          busy={inserting.isLoading || updating.isLoading}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
