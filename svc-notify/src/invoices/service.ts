import type { Logger } from 'pino';
import type { InvoiceEmailRequestedData } from '@voltdesk/contracts';
import type { BusinessTime } from '@voltdesk/service-kit';
import { customerDocumentUrl } from '@voltdesk/contracts';
import type { EventTiming } from '../shared/clock';
import type { InvoicePdfs } from '../shared/invoice-pdfs';
import { invoiceSnapshot } from '../shared/pos-snapshots';
import type { JobSpec, MailQueue } from '../shared/jobs';
import type { Renderer } from '../shared/renderer';
import type { SettingsStore } from '../shared/settings';
import { invoiceMailSubject, renderInvoiceMail } from './templates';

export interface InvoiceMailDeps {
  jobs: MailQueue;
  settings: SettingsStore;
  documents: InvoicePdfs;
  time: BusinessTime;
  logger: Logger;
}

/**
 * `invoice.email.requested` (svc-pos `admin/emailInvoice`): one `invoice_email` job per request, keyed
 * `invoice_email:<request_id>`, due at once, to the address of the request. The job keeps the invoice as
 * it was when the clerk asked (the event's snapshot), so the PDF is that invoice even if it changes before
 * the mail goes. A redelivered event, or the same request twice, finds the key taken and sends nothing
 * more; an event from a replayed old log (stale) sends nothing at all.
 */
export class InvoiceMails {
  constructor(private readonly deps: InvoiceMailDeps) {}

  async requested(data: InvoiceEmailRequestedData, timing: EventTiming): Promise<void> {
    if (timing.stale) return;
    const branding = await this.deps.settings.branding();
    const spec: JobSpec = {
      kind: 'invoice_email',
      dedupe_key: `invoice_email:${data.request_id}`,
      to: data.to,
      subject: invoiceMailSubject(data, branding),
      ref: data.order_id,
      data: {
        invoice: data.invoice,
        requested_by: data.requested_by,
        // The customer link's page (absent on a request made before links): view, download, pay there.
        ...(data.link_token ? { link: customerDocumentUrl(branding.publicUrl, data.link_token) } : {}),
      },
      run_at: timing.now,
    };
    if (!invoiceSnapshot(data.invoice)) {
      // Kept in the delivery log as failed, so the admin sees that the mail they asked for did not go.
      this.deps.logger.error(
        { order_id: data.order_id, request_id: data.request_id },
        'invoice.email.requested carries an invoice that does not match pos.views.order; not sent',
      );
      await this.deps.jobs.recordFailed(spec, 'the invoice in the request could not be read');
      return;
    }
    await this.deps.jobs.schedule(spec);
  }

  readonly render: Renderer = async (job, branding) => {
    const invoice = invoiceSnapshot(job.data.invoice);
    if (!invoice) return { cancel: 'the invoice in the request could not be read' };
    const pdf = await this.deps.documents.attachment(invoice, branding);
    const link = typeof job.data.link === 'string' ? job.data.link : undefined;
    return renderInvoiceMail(branding, this.deps.time, invoice, pdf, link);
  };
}
