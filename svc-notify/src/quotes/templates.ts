import { formatQuoteNo, type QuoteView } from '@voltdesk/contracts';
import type { BusinessTime } from '@voltdesk/service-kit';
import { invoiceDate } from '../shared/invoice-date';
import { brandedMail, rowsLetter, withLink, type MailContent, type Rows } from '../shared/mail-layout';
import type { MailAttachment } from '../shared/mailer';
import { pounds } from '../shared/money';
import type { Branding } from '../shared/settings';

export const quoteMailSubject = (quote: { quote_no: number | null }, branding: Pick<Branding, 'title'>) =>
  `Quote ${formatQuoteNo(quote.quote_no ?? 0)} from ${branding.title}`;

/** The mail that carries the quote PDF a clerk sent from the quote page. */
export function renderQuoteMail(
  branding: Branding,
  time: BusinessTime,
  quote: QuoteView,
  pdf: MailAttachment,
  link?: string,
): MailContent {
  const subject = quoteMailSubject(quote, branding);
  const number = formatQuoteNo(quote.quote_no ?? 0);
  const rows: Rows = [
    ['Quote', `${number}${quote.order_custom_id ? ` (${quote.order_custom_id})` : ''}`],
    ['Date', invoiceDate(quote.created_at, time.timeZone)],
    ['Total', pounds(quote.total)],
    ['Valid until', invoiceDate(quote.valid_until, time.timeZone)],
  ];
  const greeting = `Dear ${quote.customer.name},`;
  const intro = `Please find attached our quote ${number} (${pdf.filename}).`;
  const closing = quote.expired
    ? 'This quote has passed its valid-until date: please ask us for a new one.'
    : link
      ? 'To go ahead, accept the quote online, or reply to this e-mail or call us. Thank you for considering us.'
      : 'To go ahead, just reply to this e-mail or call us. Thank you for considering us.';
  const letter = rowsLetter([greeting, intro], rows, [closing]);
  const label = quote.expired ? 'View the quote online' : 'View and accept the quote online';
  const { html, text } = brandedMail(branding, { subject, ...withLink(letter, link, label) });
  return { subject, html, text, attachments: [pdf] };
}
