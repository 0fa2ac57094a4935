import { formatQuoteNo, quoteAsInvoiceDocument, type OrderView, type QuoteView } from '@voltdesk/contracts';
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

/** The quote in the shape the invoice renderer reads (the contract's, svc-notify's PDF reads the same). */
export const documentOf = (q: QuoteView): OrderView => quoteAsInvoiceDocument(q);
