/**
 * The sales document: the one rendering of an invoice (features/orders) and of a quote (features/quotes,
 * headed QUOTE), its print window, and the fields both read.
 */
export { Invoice } from './invoice';
export type { QuoteHeading } from './invoice-head';
export { formatDate, vatRateName } from './invoice-fields';
export { PRINT_WINDOW_FEATURES, printDocument, printInvoice, printQuote } from './print-document';
