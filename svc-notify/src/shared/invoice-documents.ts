import { createSchemaValidator, type OrderView } from '@voltdesk/contracts';
import { renderInvoicePdf } from './invoice-pdf';
import type { LogoSource } from './logo';
import type { MailAttachment } from './mailer';
import type { Branding, SettingsStore } from './settings';

/** The view schema of an order, compiled once: the snapshots svc-pos sends are checked against it. */
const orderViewCheck = createSchemaValidator({ schemas: 'views' }).getSchema('pos.views.order')!;

/**
 * The invoice as svc-pos showed it when it sent the event, if it has that shape (libs/contracts
 * `pos.views.order`, the one definition of it; the AsyncAPI file only says "an object"). Null otherwise.
 */
export function invoiceSnapshot(value: unknown): OrderView | null {
  return value && typeof value === 'object' && orderViewCheck(value) ? (value as OrderView) : null;
}

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
    const [bank, logo] = await Promise.all([
      this.deps.settings.bankInfo(),
      this.deps.logos.load(branding.logoUrl),
    ]);
    const content = await renderInvoicePdf(
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
    );
    return { filename: invoiceFileName(invoice), content, contentType: 'application/pdf' };
  }
}
