import { createSchemaValidator, type OrderView, type QuoteView } from '@voltdesk/contracts';

/** The view schemas of an order and a quote, compiled once: the snapshots svc-pos sends are checked. */
const views = createSchemaValidator({ schemas: 'views' });
const orderViewCheck = views.getSchema('pos.views.order')!;
const quoteViewCheck = views.getSchema('pos.views.quote')!;

/**
 * The invoice as svc-pos showed it when it sent the event, if it has that shape (libs/contracts
 * `pos.views.order`, the one definition of it; the AsyncAPI file only says "an object"). Null otherwise.
 */
export function invoiceSnapshot(value: unknown): OrderView | null {
  return value && typeof value === 'object' && orderViewCheck(value) ? (value as OrderView) : null;
}

/** The quote as svc-pos showed it when it sent the event (`pos.views.quote`), if it has that shape. */
export function quoteSnapshot(value: unknown): QuoteView | null {
  return value && typeof value === 'object' && quoteViewCheck(value) ? (value as QuoteView) : null;
}
