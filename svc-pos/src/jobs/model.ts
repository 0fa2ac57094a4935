import type { JobStatus } from '@voltdesk/contracts';
import { Schema, type Connection, type Types } from 'mongoose';
import { defineModel } from '../shared/model';
import { customerSnapshotField } from '../shared/sale-schemas';

/** The customer as the job copied it from their record (name, phone, e-mail, address). */
export interface JobCustomer {
  name: string;
  phone: string;
  email: string;
  address: string | null;
}

/** A customer's work at one site; its quotes and invoices name it by `job_id`. */
export interface JobDoc {
  _id: Types.ObjectId;
  customer_id: string;
  customer: JobCustomer;
  site_address: string;
  description: string;
  status: JobStatus;
  /** `YYYY-MM-DD` or null. */
  start_date: string | null;
  end_date: string | null;
  notes: string | null;
  /** The photos' paths under /media/pos/, oldest first. */
  photos: string[];
  created_at: Date;
  updated_at: Date;
}

const schema = new Schema<JobDoc>(
  {
    customer_id: { type: String, required: true },
    customer: customerSnapshotField,
    site_address: { type: String, required: true },
    description: { type: String, required: true },
    status: { type: String, required: true },
    start_date: { type: String, default: null },
    end_date: { type: String, default: null },
    notes: { type: String, default: null },
    photos: { type: [String], default: [] },
  },
  { timestamps: { createdAt: 'created_at', updatedAt: 'updated_at' }, collection: 'jobs' },
);
// The list is newest first, whole or by status; a customer's jobs (the forms' picker) likewise.
schema.index({ created_at: -1, _id: -1 });
schema.index({ status: 1, created_at: -1 });
schema.index({ customer_id: 1, created_at: -1 });

export const jobModel = (conn: Connection) => defineModel(conn, 'Job', schema);
export type JobModel = ReturnType<typeof jobModel>;
