import {
  JOB_STATUS_LABELS,
  JOB_STATUSES,
  type JobCreateRequest,
  type JobUpdateRequest,
  type JobView,
} from '@voltdesk/contracts';
import { toFormData } from '@voltdesk/app-core';
import { RecordModal, type RecordField, type SaveResult } from '@voltdesk/app-core/ui';
import { useCreateJobMutation, useJobCustomersQuery, useUpdateJobMutation } from './jobs-api';

type JobBody = JobCreateRequest | JobUpdateRequest;

/** A blank box is no value: a date or the notes left out are none. */
const blankIsNone = (text: string) => text.trim() || undefined;

/**
 * Add (no `job`) or update dialog of the Jobs list: the customer (from the customer records), the site,
 * what the work is, its status, the dates and notes, and a photo of the site (more are added on the job's
 * page). Checked with the contract's schemas, then sent as multipart.
 */
export function JobModal({ job, onClose }: { job?: JobView | undefined; onClose: () => void }) {
  const [insert, inserting] = useCreateJobMutation();
  const [update, updating] = useUpdateJobMutation();
  const customers = useJobCustomersQuery();
  const fields: RecordField[] = [
    {
      name: 'customer_id',
      label: 'Customer',
      kind: 'select',
      options: [
        { value: '', label: 'Choose a customer' },
        ...(customers.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.phone})` })),
      ],
      parse: blankIsNone,
    },
    { name: 'site_address', label: 'Site address', kind: 'textarea' },
    { name: 'description', label: 'Description', kind: 'textarea' },
    {
      name: 'status',
      label: 'Status',
      kind: 'select',
      initial: job?.status ?? 'enquiry',
      options: JOB_STATUSES.map((s) => ({ value: s, label: JOB_STATUS_LABELS[s] })),
    },
    { name: 'start_date', label: 'Start date', kind: 'date' },
    { name: 'end_date', label: 'End date', kind: 'date' },
    { name: 'notes', label: 'Notes', kind: 'textarea', parse: blankIsNone },
    ...(job ? [] : [{ name: 'photos', label: 'Photo of the site', kind: 'image' as const }]),
  ];
  const save = (body: JobBody, files: Record<string, File | null>): PromiseLike<SaveResult> => {
    const form = toFormData(body, files);
    // Two returns, not one conditional: the union of the two calls' result types is too deep to check.
    if (job) return update(form);
    return insert(form);
  };
  return (
    <RecordModal<'pos.jobs.create', 'pos.jobs.update', JobBody>
      noun="Job"
      fields={fields}
      // The dialog's status is the job's (a select above), not the Active/Inactive of other records.
      record={job ? { ...job, status: undefined } : undefined}
      schemas={{ create: 'pos.jobs.create', update: 'pos.jobs.update' }}
      withStatus={false}
      save={save}
      busy={inserting.isLoading || updating.isLoading}
      onClose={onClose}
    />
  );
}
