import type { FromSchema } from 'json-schema-to-ts';
import { boundedString, idField, pageQueryProperties } from '../common';
import { dateTimeView } from '../common-views';
import { optionalDateField } from './fields';
import { customerSnapshotShape } from './sale-shapes';
import { id, pounds } from './view-fields';

/**
 * Jobs: the work for one customer at one site (a landlord's flat, a shop), which may span several visits,
 * quotes and invoices. A quote or an invoice may name its job (`job_id`) and the site it is for
 * (`site_address`, printed as "Site:"); documents without a job stay as they are.
 *
 * A job's life: Enquiry (asked, not agreed), Booked (agreed, dates set), In progress (work started),
 * Done (work finished) or Cancelled. Any status may follow any other: the desk records what happened.
 */
export const JOB_STATUSES = ['enquiry', 'booked', 'in_progress', 'done', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** How each status reads on the screens. */
export const JOB_STATUS_LABELS: Readonly<Record<JobStatus, string>> = {
  enquiry: 'Enquiry',
  booked: 'Booked',
  in_progress: 'In progress',
  done: 'Done',
  cancelled: 'Cancelled',
};

/** The most photos a job keeps (the site before, during and after). */
export const MAX_JOB_PHOTOS = 20;

export const JOB_MESSAGES = {
  notFound: 'Job not found.',
  unknownCustomer: 'The selected customer is invalid.',
  endBeforeStart: 'The end date must be a date after or equal to the start date.',
  tooManyPhotos: `A job may have at most ${MAX_JOB_PHOTOS} photos.`,
  unknownPhoto: 'The photo is not one of this job’s.',
  hasDocuments: 'This job has quotes or invoices, so it cannot be deleted. Mark it Cancelled instead.',
  /** A quote or invoice naming a job that does not exist. */
  unknownJob: 'The selected job is invalid.',
} as const;

const jobFields = {
  /** The customer record the job is for; its name, phone, e-mail and address are copied onto the job. */
  customer_id: idField,
  /** Where the work is done: printed on the job's quotes and invoices as "Site:". */
  site_address: boundedString(500),
  /** What the work is ("Rewire the ground floor"). */
  description: boundedString(1000),
  status: { type: 'string', enum: JOB_STATUSES },
  start_date: optionalDateField,
  /** Not before `start_date`. */
  end_date: optionalDateField,
  notes: { type: ['string', 'null'], maxLength: 4000 },
} as const;

/**
 * Add dialog of the Jobs list (multipart: photos of the site come as the files `photos`, under the media
 * library's rules). Enquiry when no status is sent.
 */
export const jobCreateSchema = {
  $id: 'pos.jobs.create',
  type: 'object',
  additionalProperties: false,
  required: ['customer_id', 'site_address', 'description'],
  properties: jobFields,
} as const;
export type JobCreateRequest = FromSchema<typeof jobCreateSchema>;

/**
 * Edit dialog: the same fields plus id; a date or the notes left out are cleared. Photos sent are added to
 * the job's (`removeJobPhoto` takes one off).
 */
export const jobUpdateSchema = {
  $id: 'pos.jobs.update',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'customer_id', 'site_address', 'description', 'status'],
  properties: { id: idField, ...jobFields },
} as const;
export type JobUpdateRequest = FromSchema<typeof jobUpdateSchema>;

/**
 * `getJobs`: a page (with `page`/`per_page`; all without), newest first, searched in the description, site
 * and customer's name, filtered by status and by customer (the order and quote forms' job picker).
 */
export const jobQuerySchema = {
  $id: 'pos.jobs.query',
  type: 'object',
  additionalProperties: false,
  properties: {
    ...pageQueryProperties,
    search: { type: 'string', maxLength: 100 },
    status: { type: 'string', enum: JOB_STATUSES },
    customer_id: idField,
  },
} as const;
export type JobQuery = FromSchema<typeof jobQuerySchema>;

/** `removeJobPhoto`: one of the job's photos (its `/media/pos/` path) taken off the job. */
export const jobPhotoRemoveSchema = {
  $id: 'pos.jobs.removePhoto',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'photo'],
  properties: { id: idField, photo: boundedString(200) },
} as const;
export type JobPhotoRemoveRequest = FromSchema<typeof jobPhotoRemoveSchema>;

const jobShape = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'customer_id',
    'customer',
    'site_address',
    'description',
    'status',
    'start_date',
    'end_date',
    'notes',
    'photos',
    'created_at',
    'updated_at',
  ],
  properties: {
    id,
    customer_id: { type: 'string' },
    /** The customer as copied when the job was made or last edited (the forms fill quotes from it). */
    customer: customerSnapshotShape,
    site_address: { type: 'string' },
    description: { type: 'string' },
    status: { type: 'string', enum: JOB_STATUSES },
    start_date: { type: ['string', 'null'] },
    end_date: { type: ['string', 'null'] },
    notes: { type: ['string', 'null'] },
    /** The photos' paths under /media/pos/, oldest first. */
    photos: { type: 'array', items: { type: 'string' } },
    created_at: dateTimeView,
    updated_at: dateTimeView,
  },
} as const;

/** A job as the list and the pickers show it. */
export const jobView = { $id: 'pos.views.job', ...jobShape } as const;
export type JobView = FromSchema<typeof jobView>;

/**
 * The job's money, in pounds (worked in integer pence; svc-pos README "Jobs" has worked examples):
 * - quoted: the totals of its live quotes (Open and not expired, or Accepted; not Declined, Expired or
 *   Converted, whose work is then invoiced);
 * - invoiced: its invoices' totals less their credit notes (void invoices count nothing);
 * - invoiced_net: the same without VAT (a VAT invoice's net less its credit notes' net);
 * - paid: the money taken on its invoices net of refunds;
 * - cost: over the lines of its invoices that carry a unit cost, unit cost x qty to the penny;
 * - margin: invoiced_net - cost.
 */
export const jobSumsShape = {
  type: 'object',
  additionalProperties: false,
  required: ['quoted', 'invoiced', 'invoiced_net', 'paid', 'cost', 'margin'],
  properties: {
    quoted: pounds,
    invoiced: pounds,
    invoiced_net: pounds,
    paid: pounds,
    cost: pounds,
    margin: pounds,
  },
} as const;
export type JobSumsView = FromSchema<typeof jobSumsShape>;

/** `getJob`: the job, its sums, and the quotes, invoices and payments behind them (newest first). */
export const jobDetailView = {
  $id: 'pos.views.jobDetail',
  type: 'object',
  additionalProperties: false,
  required: ['job', 'sums', 'quotes', 'invoices', 'payments'],
  properties: {
    job: jobShape,
    sums: jobSumsShape,
    quotes: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'quote_no', 'status', 'total', 'valid_until', 'created_at'],
        properties: {
          id,
          quote_no: { type: ['integer', 'null'] },
          /** As the quotes list says it (Open, Accepted, Declined, Converted, Expired). */
          status: { type: 'string' },
          total: pounds,
          valid_until: { type: 'string' },
          created_at: dateTimeView,
        },
      },
    },
    invoices: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'invoice_no', 'status', 'total', 'credited', 'payment', 'due', 'cost', 'created_at'],
        properties: {
          id,
          invoice_no: { type: 'integer' },
          /** Paid, Unpaid or Void, as the orders list says it. */
          status: { type: 'string' },
          total: pounds,
          credited: pounds,
          payment: pounds,
          due: pounds,
          /** What its lines cost the business (lines without a unit cost count nothing). */
          cost: pounds,
          created_at: dateTimeView,
        },
      },
    },
    /** Every payment, refund and correction on its invoices, newest first. */
    payments: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['invoice_no', 'amount', 'at', 'method', 'kind'],
        properties: {
          invoice_no: { type: 'integer' },
          amount: pounds,
          at: dateTimeView,
          method: { type: 'string' },
          kind: { type: 'string' },
        },
      },
    },
  },
} as const;
export type JobDetailView = FromSchema<typeof jobDetailView>;

export const jobSchemas = [jobCreateSchema, jobUpdateSchema, jobQuerySchema, jobPhotoRemoveSchema] as const;
export const jobViews = [jobView, jobDetailView] as const;
