import {
  formatQuoteNo,
  quoteAsInvoiceDocument,
  type CustomerDocumentView,
  type OrderView,
  type QuoteView,
} from '@voltdesk/contracts';
import type { InvoicePdfs } from '../shared/invoice-pdfs';
import type { LogoSource } from '../shared/logo';
import type { MailAttachment } from '../shared/mailer';
import type { Branding, SettingsStore } from '../shared/settings';
import { renderInvoicePdf, type QuoteHeading } from './render';

/** Q-000012 (a quote is numbered before it can be mailed). */
const quoteNumber = (quote: Pick<QuoteView, 'quote_no'>) => formatQuoteNo(quote.quote_no ?? 0);

/** `Quote-Q-000012.pdf`. */
const quoteFileName = (quote: Pick<QuoteView, 'quote_no'>) => `Quote-${quoteNumber(quote)}.pdf`;

/** The quote as the invoice renderer draws it (the contract's shape, as the POS prints it), and its heading. */
const documentOf = (q: QuoteView): { order: OrderView; heading: QuoteHeading } => ({
  order: quoteAsInvoiceDocument(q),
  heading: { number: quoteNumber(q), validUntil: q.valid_until, status: q.status, notes: q.notes },
});

/** `Invoice-1042.pdf`. */
const invoiceFileName = (invoice: Pick<OrderView, 'invoice_no'>) => `Invoice-${invoice.invoice_no}.pdf`;

/**
 * Invoice PDFs as attachments: the invoice snapshot, the business as the site settings describe it
 * (title, contact lines, logo, bank details) and the business time zone for its dates.
 */
export class InvoiceDocuments implements InvoicePdfs {
  constructor(private readonly deps: { settings: SettingsStore; logos: LogoSource; timeZone: string }) {}

  async attachment(invoice: OrderView, branding: Branding): Promise<MailAttachment> {
    const content = await this.pdf(invoice, branding);
    return { filename: invoiceFileName(invoice), content, contentType: 'application/pdf' };
  }

  /** The quote as a PDF: the invoice's look, headed QUOTE (`Quote-Q-000012.pdf`). */
  async quoteAttachment(quote: QuoteView, branding: Branding): Promise<MailAttachment> {
    const { order, heading } = documentOf(quote);
    const content = await this.pdf(order, branding, heading);
    return { filename: quoteFileName(quote), content, contentType: 'application/pdf' };
  }

  /**
   * The document a customer link shows (svc-pos's `customerDocument`), as the PDF its mail carried: the
   * invoice, or the quote in the invoice's shape under its QUOTE heading.
   */
  async linkedDocument(shown: CustomerDocumentView, branding: Branding): Promise<MailAttachment> {
    if (!shown.quote) return this.attachment(shown.document, branding);
    const { number, valid_until, status, notes } = shown.quote;
    const heading: QuoteHeading = { number, validUntil: valid_until, status, notes };
    const content = await this.pdf(shown.document, branding, heading);
    return { filename: `Quote-${number}.pdf`, content, contentType: 'application/pdf' };
  }

  private async pdf(invoice: OrderView, branding: Branding, quote?: QuoteHeading): Promise<Buffer> {
    const [bank, logo] = await Promise.all([
      this.deps.settings.bankInfo(),
      this.deps.logos.load(branding.logoUrl),
    ]);
    return renderInvoicePdf(
      invoice,
      {
        title: branding.title,
        address: branding.address,
        phone: branding.phone,
        email: branding.email,
        logo,
        bank,
      },
      this.deps.timeZone,
      quote,
    );
  }
}
