import type { Logger } from 'pino';
import type { QuoteEmailRequestedData } from '@voltdesk/contracts';
import type { BusinessTime } from '@voltdesk/service-kit';
import { customerDocumentUrl } from '@voltdesk/contracts';
import type { EventTiming } from '../shared/clock';
import type { InvoicePdfs } from '../shared/invoice-pdfs';
import { quoteSnapshot } from '../shared/pos-snapshots';
import type { JobSpec, MailQueue } from '../shared/jobs';
import type { Renderer } from '../shared/renderer';
import type { SettingsStore } from '../shared/settings';
import { quoteMailSubject, renderQuoteMail } from './templates';

export interface QuoteMailDeps {
  jobs: MailQueue;
  settings: SettingsStore;
  documents: InvoicePdfs;
  time: BusinessTime;
  logger: Logger;
}

/**
 * `quote.email.requested` (svc-pos `admin/emailQuote`), the way invoice mails go (invoices/service.ts): one
 * `quote_email` job per request, keyed `quote_email:<request_id>`, due at once, to the address of the
 * request, keeping the quote as it was when the clerk asked. A redelivered event finds the key taken and
 * sends nothing more; an event from a replayed old log (stale) sends nothing at all.
 */
export class QuoteMails {
  constructor(private readonly deps: QuoteMailDeps) {}

  async requested(data: QuoteEmailRequestedData, timing: EventTiming): Promise<void> {
    if (timing.stale) return;
    const branding = await this.deps.settings.branding();
    const spec: JobSpec = {
      kind: 'quote_email',
      dedupe_key: `quote_email:${data.request_id}`,
      to: data.to,
      subject: quoteMailSubject(data, branding),
      ref: data.quote_id,
      data: {
        quote: data.quote,
        requested_by: data.requested_by,
        // The customer link's page (absent on a request made before links): accept or decline there.
        ...(data.link_token ? { link: customerDocumentUrl(branding.publicUrl, data.link_token) } : {}),
      },
      run_at: timing.now,
    };
    if (!quoteSnapshot(data.quote)) {
      // Kept in the delivery log as failed, so the admin sees that the mail they asked for did not go.
      this.deps.logger.error(
        { quote_id: data.quote_id, request_id: data.request_id },
        'quote.email.requested carries a quote that does not match pos.views.quote; not sent',
      );
      await this.deps.jobs.recordFailed(spec, 'the quote in the request could not be read');
      return;
    }
    await this.deps.jobs.schedule(spec);
  }

  readonly render: Renderer = async (job, branding) => {
    const quote = quoteSnapshot(job.data.quote);
    if (!quote) return { cancel: 'the quote in the request could not be read' };
    const pdf = await this.deps.documents.quoteAttachment(quote, branding);
    const link = typeof job.data.link === 'string' ? job.data.link : undefined;
    return renderQuoteMail(branding, this.deps.time, quote, pdf, link);
  };
}
