import escapeHtml from 'escape-html';
import type { Logger } from 'pino';
import { formatQuoteNo, type QuoteAnsweredData, type QuoteView } from '@voltdesk/contracts';
import type { BusinessTime } from '@voltdesk/service-kit';
import type { EventTiming } from '../shared/clock';
import type { MailQueue } from '../shared/jobs';
import {
  brandedMail,
  linkButtonHtml,
  rowsHtml,
  rowsText,
  type MailContent,
  type Rows,
} from '../shared/mail-layout';
import { pounds } from '../shared/money';
import { scheduleOwnerNotice } from '../shared/owner-notice';
import { quoteSnapshot } from '../shared/pos-snapshots';
import type { Renderer } from '../shared/renderer';
import type { Branding, SettingsStore } from '../shared/settings';

export const quoteAnswerSubject = (
  data: Pick<QuoteAnsweredData, 'quote_no' | 'decision'>,
  quote: Pick<QuoteView, 'customer'>,
) => `Quote ${formatQuoteNo(data.quote_no)} ${data.decision} by ${quote.customer.name}`;

/** To the owner: who answered, how, when and from where, and the quote's page at the POS. */
export function renderQuoteAnswerNotice(
  branding: Branding,
  time: BusinessTime,
  data: QuoteAnsweredData,
  quote: QuoteView,
): MailContent {
  const subject = quoteAnswerSubject(data, quote);
  const when = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: time.timeZone,
  }).format(new Date(data.answered_at));
  const rows: Rows = [
    ['Quote', formatQuoteNo(data.quote_no)],
    ['Customer', quote.customer.name],
    ['Total', pounds(quote.total)],
    ['Answer', data.decision === 'accepted' ? 'Accepted' : 'Declined'],
    ...(data.name ? ([['Name typed', data.name]] as const) : []),
    ...(data.reason ? ([['Reason', data.reason]] as const) : []),
    ['When', when],
    ['From address', data.ip],
  ];
  const intro =
    data.decision === 'accepted'
      ? `${quote.customer.name} accepted quote ${formatQuoteNo(data.quote_no)} online and agreed to its terms.`
      : `${quote.customer.name} declined quote ${formatQuoteNo(data.quote_no)} online.`;
  const link = `${branding.publicUrl.replace(/\/+$/, '')}/admin/quotes`;
  const { html, text } = brandedMail(branding, {
    subject,
    html: `<p>${escapeHtml(intro)}</p>${rowsHtml(rows)}${linkButtonHtml(link, 'Open the quotes')}`,
    text: [intro, rowsText(rows), `Open the quotes: ${link}`].join('\n\n'),
  });
  return { subject, html, text };
}

/**
 * `quote.answered` (the customer accepted or declined a quote on its page): the owner's notice, one job
 * keyed by the quote and the answer's time (a redelivered event sends nothing more), to the site's e-mail,
 * else the receiving e-mail, as the lead notices go; with neither it is logged as failed.
 */
export class QuoteAnswerNotices {
  constructor(
    private readonly deps: { jobs: MailQueue; settings: SettingsStore; time: BusinessTime; logger: Logger },
  ) {}

  async answered(data: QuoteAnsweredData, { now, stale }: EventTiming): Promise<void> {
    if (stale) return;
    const quote = quoteSnapshot(data.quote);
    if (!quote) {
      this.deps.logger.error({ quote_id: data.quote_id }, 'quote.answered carries no readable quote');
      return;
    }
    const branding = await this.deps.settings.branding();
    await scheduleOwnerNotice(this.deps, branding, {
      kind: 'quote_answer_notice',
      dedupe_key: `quote_answer_notice:${data.quote_id}:${data.answered_at}`,
      subject: quoteAnswerSubject(data, quote),
      ref: data.quote_id,
      data: { answer: data },
      run_at: now,
    });
  }

  readonly render: Renderer = async (job, branding) => {
    const data = job.data.answer as QuoteAnsweredData;
    const quote = quoteSnapshot(data.quote);
    if (!quote) return { cancel: 'the quote in the answer could not be read' };
    return renderQuoteAnswerNotice(branding, this.deps.time, data, quote);
  };
}
