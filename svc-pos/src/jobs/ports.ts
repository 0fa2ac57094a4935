import type { JobCustomer } from './model';

/** An invoice of a job, as far as the job page reads it (the orders' stored fields, in pence). */
export interface JobInvoice {
  _id: unknown;
  invoice_no: number;
  total_pence: number;
  credited_pence?: number;
  payment_pence: number;
  due_pence: number;
  voided_at?: Date | null;
  /** A VAT invoice's figures as issued (null or absent: no VAT). */
  vat?: { net_pence: number; gross_pence: number } | null;
  credits?: Array<{ amount_pence: number; vat?: { net_pence: number } | null }>;
  /** `unit_cost_pence`: the cost price per unit, on lines that have one. */
  items: Array<{ qty: number; unit_cost_pence?: number | null }>;
  payments?: Array<{ amount_pence: number; at: Date; method?: string; kind?: string }>;
  created_at: Date;
}

/** A quote of a job, as far as the job page reads it. */
export interface JobQuote {
  _id: unknown;
  quote_no?: number;
  state: 'open' | 'accepted' | 'declined' | 'converted';
  valid_until: string;
  total_pence: number;
  created_at: Date;
}

/** The quotes and invoices naming a job (svc-pos/src/app.ts reads them from their collections). */
export interface JobDocuments {
  invoicesOf(jobId: string): Promise<JobInvoice[]>;
  quotesOf(jobId: string): Promise<JobQuote[]>;
  /** Whether any quote or invoice names the job. */
  isUsed(jobId: string): Promise<boolean>;
}

/** The customer records a job is made for (the customers' collection). */
export interface JobCustomers {
  /** The customer's details, or null when there is no such record. */
  snapshotOf(customerId: string): Promise<JobCustomer | null>;
}
