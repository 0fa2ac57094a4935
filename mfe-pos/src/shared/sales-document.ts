/**
 * What a quote shares with an invoice, reached through shared/ because features never import each other:
 * the one document renderer (headed QUOTE for a quote) and its print window.
 */
export { Invoice, type QuoteHeading } from '../features/orders/invoice';
export { printQuote } from '../features/orders/print-invoice';
