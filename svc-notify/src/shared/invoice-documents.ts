import {
  createSchemaValidator,
  formatQuoteNo,
  quoteAsInvoiceDocument,
  type OrderView,
  type QuoteView,
} from '@voltdesk/contracts';
import { renderInvoicePdf, type QuoteHeading } from './invoice-pdf';
import type { LogoSource } from './logo';
import type { MailAttachment } from './mailer';
import type { Branding, SettingsStore } from './settings';

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

/** Q-000012 (a quote is numbered before it can be mailed). */
export const quoteNumber = (quote: Pick<QuoteView, 'quote_no'>) => formatQuoteNo(quote.quote_no ?? 0);

/** `Quote-Q-000012.pdf`. */
export const quoteFileName = (quote: Pick<QuoteView, 'quote_no'>) => `Quote-${quoteNumber(quote)}.pdf`;

/** The quote as the invoice renderer draws it (the contract's shape, as the POS prints it), and its heading. */
const documentOf = (q: QuoteView): { order: OrderView; heading: QuoteHeading } => ({
  order: quoteAsInvoiceDocument(q),
  heading: { number: quoteNumber(q), validUntil: q.valid_until, status: q.status, notes: q.notes },
});

/** `Invoice-1042.pdf`. */
export const invoiceFileName = (invoice: Pick<OrderView, 'invoice_no'>) =>
  `Invoice-${invoice.invoice_no}.pdf`;

/**
 * Invoice PDFs as attachments: the invoice snapshot, the business as the site settings describe it
 * (title, contact lines, logo, bank details) and the business time zone for its dates.
 */
export class InvoiceDocuments {
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
