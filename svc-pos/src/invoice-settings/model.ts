import { Schema, type Connection } from 'mongoose';
import { defineModel } from '../shared/model';

/**
 * The invoicing settings: one document (`_id: 'invoice'`). Absent until first saved, which reads as not
 * VAT registered, prices including VAT (what the desk did before VAT existed).
 */
export interface InvoiceSettingsDoc {
  _id: string;
  vat_registered: boolean;
  /** Upper case, no spaces (`GB123456789`); kept when registration is switched off. */
  vat_number: string | null;
  prices_include_vat: boolean;
  /** Quotes accepted online are invoiced at once (off until turned on; absent on older documents). */
  invoice_accepted_quotes?: boolean;
  /** Monthly statements to customers who owe money (off until turned on; absent on older documents). */
  monthly_statements?: boolean;
  /** When statements were last turned on: the first month they go is the next 1st after it. */
  monthly_statements_since?: Date | null;
  updated_by: string;
  updated_at: Date;
}

const schema = new Schema<InvoiceSettingsDoc>(
  {
    _id: String,
    vat_registered: { type: Boolean, required: true },
    vat_number: { type: String, default: null },
    prices_include_vat: { type: Boolean, required: true },
    invoice_accepted_quotes: { type: Boolean, default: false },
    monthly_statements: { type: Boolean, default: false },
    monthly_statements_since: { type: Date, default: null },
    updated_by: String,
    updated_at: Date,
  },
  { collection: 'invoice_settings', versionKey: false },
);

export const invoiceSettingsModel = (conn: Connection) => defineModel(conn, 'InvoiceSettings', schema);
export type InvoiceSettingsModel = ReturnType<typeof invoiceSettingsModel>;
