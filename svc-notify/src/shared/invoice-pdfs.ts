import type { OrderView, QuoteView } from '@voltdesk/contracts';
import type { MailAttachment } from './mailer';
import type { Branding } from './settings';

/**
 * What the invoice, quote and order mails attach: the invoice or quote as a PDF. The invoice-pdf feature
 * draws them (invoice-pdf/documents.ts); the composition root (notifier.ts) hands it to the mails, so no
 * mail feature imports another feature.
 */
export interface InvoicePdfs {
  attachment(invoice: OrderView, branding: Branding): Promise<MailAttachment>;
  quoteAttachment(quote: QuoteView, branding: Branding): Promise<MailAttachment>;
}
