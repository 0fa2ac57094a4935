import { formatQuoteNo, type OrderView, type QuoteView } from '@voltdesk/contracts';
import type { QuoteHeading } from '../../shared/sales-document';

/** Q-000012, or "Quote" for the moment a new quote has no number yet. */
export const quoteNumber = (q: Pick<QuoteView, 'quote_no'>) =>
  q.quote_no === null ? 'Quote' : formatQuoteNo(q.quote_no);

/** What the invoice renderer needs to show a quote: its heading (title, number, valid until, status, notes). */
export const headingOf = (q: QuoteView): QuoteHeading => ({
  number: quoteNumber(q),
  validUntil: q.valid_until,
  status: q.status,
  notes: q.notes,
});

/**
 * The quote's customer, lines and amounts in the shape the invoice renderer reads. With a heading the
 * renderer shows none of the invoice-only figures (number, due date, payments), so those are the
 * neutral values of an invoice that has not been issued.
 */
export function documentOf(q: QuoteView): OrderView {
  return {
    id: q.id,
    invoice_no: 0,
    order_custom_id: q.order_custom_id,
    customer: q.customer,
    items: q.items,
    sub_total: q.sub_total,
    discount: q.discount,
    total: q.total,
    payment: 0,
    due: q.total,
    status: 'Unpaid',
    due_date: null,
    additional: false,
    expire_date: null,
    alert: null,
    payments: [],
    created_at: q.created_at,
    updated_at: q.updated_at,
  };
}
