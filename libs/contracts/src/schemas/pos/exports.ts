import type { FromSchema } from 'json-schema-to-ts';

/**
 * The exports for the accountant: the period's sales invoices (with their credit notes), the contacts they
 * were made out to, and the payments, each in the CSV layout the ledger's own import documents (Xero's
 * sales invoice, contact and bank statement templates; QuickBooks Online's invoice, customer and bank
 * upload files). svc-pos/README.md "Exports for the accountant" cites each layout.
 */
export const ACCOUNTING_LEDGERS = ['xero', 'quickbooks'] as const;
export type AccountingLedger = (typeof ACCOUNTING_LEDGERS)[number];

export const ACCOUNTING_RECORDS = ['invoices', 'contacts', 'payments'] as const;
export type AccountingRecords = (typeof ACCOUNTING_RECORDS)[number];

/** How the screens name each ledger and each kind of record. */
export const ACCOUNTING_LEDGER_LABELS: Readonly<Record<AccountingLedger, string>> = {
  xero: 'Xero',
  quickbooks: 'QuickBooks Online',
};
export const ACCOUNTING_RECORD_LABELS: Readonly<Record<AccountingRecords, string>> = {
  invoices: 'Sales invoices and credit notes',
  contacts: 'Contacts',
  payments: 'Payments',
};

/** `exportAccounting`: a period (as every report's, both days included), the ledger and what to export. */
export const accountingExportQuerySchema = {
  $id: 'pos.exports.accounting',
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to', 'ledger', 'records'],
  properties: {
    from: { type: 'string', format: 'date' },
    to: { type: 'string', format: 'date' },
    ledger: { type: 'string', enum: ACCOUNTING_LEDGERS },
    records: { type: 'string', enum: ACCOUNTING_RECORDS },
  },
} as const;
export type AccountingExportQuery = FromSchema<typeof accountingExportQuerySchema>;

export const exportSchemas = [accountingExportQuerySchema] as const;
