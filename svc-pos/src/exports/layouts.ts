import type { VatRate } from '@voltdesk/contracts';

/**
 * The column layouts of the ledgers' own CSV imports, in the order their templates have them, and the
 * names those ledgers give the UK VAT rates. A ledger maps a file by its header row, so the names are
 * spelled exactly as documented (the asterisk marks a column the template requires):
 *
 * - Xero, sales invoices: the "Import sales invoices" template (Business > Invoices > Import > Download
 *   template file); dates DD/MM/YYYY; several rows with the same *InvoiceNumber are the lines of one
 *   invoice; TaxType is the rate's display name as Xero shows it ("20% (VAT on Income)"); an invoice whose
 *   amounts are negative is imported as a credit note.
 * - Xero, contacts: the "Import contacts" template (Contacts > All contacts > Import); only the name is
 *   required.
 * - Xero, payments: the bank statement import template (*Date, *Amount, Payee, Description, Reference,
 *   Cheque Number; DD/MM/YYYY; money out negative), which Xero then reconciles against the invoices by
 *   their number in Reference.
 * - QuickBooks Online, invoices: "Import invoices in batches" (Settings > Import data > Invoices); the
 *   default headers it maps by itself; dates in the company's format (DD/MM/YYYY in the UK); rows with the
 *   same InvoiceNo are one invoice; ItemTaxCode is the UK company's VAT code name.
 * - QuickBooks Online, customers: "Import customers" (Settings > Import data > Customers) fields.
 * - QuickBooks Online, payments: the bank transactions upload, 3-column format (Date, Description,
 *   Amount; money out negative).
 */

export const XERO_INVOICE_COLUMNS = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'Total',
  'InventoryItemCode',
  '*Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TaxAmount',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const;

export const XERO_CONTACT_COLUMNS = [
  '*ContactName',
  'AccountNumber',
  'EmailAddress',
  'FirstName',
  'LastName',
  'POAttentionTo',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  'PhoneNumber',
  'MobileNumber',
  'TaxNumber',
  'AccountsReceivableTaxCodeName',
] as const;

export const XERO_PAYMENT_COLUMNS = [
  '*Date',
  '*Amount',
  'Payee',
  'Description',
  'Reference',
  'Cheque Number',
] as const;

export const QUICKBOOKS_INVOICE_COLUMNS = [
  'InvoiceNo',
  'Customer',
  'InvoiceDate',
  'DueDate',
  'Terms',
  'Location',
  'Memo',
  'Item(Product/Service)',
  'ItemDescription',
  'ItemQuantity',
  'ItemRate',
  'ItemAmount',
  'ItemTaxCode',
  'ItemTaxAmount',
  'Currency',
  'Service Date',
] as const;

export const QUICKBOOKS_CUSTOMER_COLUMNS = [
  'Name',
  'Company',
  'Email',
  'Phone',
  'Mobile',
  'Fax',
  'Website',
  'Street',
  'City',
  'State',
  'ZIP code',
  'Country',
  'Opening Balance',
  'Opening Balance Date',
] as const;

export const QUICKBOOKS_PAYMENT_COLUMNS = ['Date', 'Description', 'Amount'] as const;

/** How a line's VAT is charged, for the ledger's tax name. */
export type TaxTreatment = { rate: VatRate; reverse_charge: boolean } | 'no_vat';

/** Xero's UK tax rates (their display names, as the TaxType column takes them). */
export function xeroTaxType(t: TaxTreatment): string {
  if (t === 'no_vat') return 'No VAT';
  if (t.reverse_charge && (t.rate === 'standard' || t.rate === 'reduced')) {
    return `Domestic Reverse Charge @ ${t.rate === 'standard' ? '20' : '5'}% (VAT on Income)`;
  }
  return {
    standard: '20% (VAT on Income)',
    reduced: '5% (VAT on Income)',
    zero: 'Zero Rated Income',
    exempt: 'Exempt Income',
  }[t.rate];
}

/** QuickBooks Online's UK VAT codes (their names, as the ItemTaxCode column takes them). */
export function quickbooksTaxCode(t: TaxTreatment): string {
  if (t === 'no_vat') return 'No VAT';
  if (t.reverse_charge && (t.rate === 'standard' || t.rate === 'reduced')) {
    return `${t.rate === 'standard' ? '20.0' : '5.0'}% RC CIS`;
  }
  return { standard: '20.0% S', reduced: '5.0% R', zero: '0.0% Z', exempt: 'Exempt' }[t.rate];
}

/** Xero's default chart of accounts (UK): 200 is Sales. */
export const XERO_SALES_ACCOUNT = '200';
export const CURRENCY = 'GBP';
