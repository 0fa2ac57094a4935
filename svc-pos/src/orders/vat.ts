/** An invoice's VAT: the rule and terms invoices and quotes share (../shared/vat.ts). */
export { applyVat, termsForNewInvoice, termsOf, type VatSettingsSource, type VatTerms } from '../shared/vat';
