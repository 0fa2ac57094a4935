import { useDocumentTitle } from '@voltdesk/app-core';
import type { TestimonialView } from '@voltdesk/contracts';
import { RecordList, RecordModal, StatusBadge, type Column } from '@voltdesk/app-core/ui';
import { PageHeader } from '../../shared/page';
import { useTestimonialList, useTestimonialSave } from './testimonials-api';

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
  const list = useTestimonialList();
  const saving = useTestimonialSave();
  return (
    <div className="cms-screen">
      <RecordList
        {...list}
        heading={(add) => <PageHeader title="Testimonial List" actions={add} />}
        columns={columns}
        name={(t) => t.name}
        editor={(testimonial, close) => (
          <RecordModal noun="Testimonial" fields={FIELDS} record={testimonial} onClose={close} {...saving} />
        )}
      />
    </div>
  );
}
