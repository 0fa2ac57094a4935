import type { OrderView } from '@voltdesk/contracts';
import type { BusinessTime } from '@voltdesk/service-kit';
import { invoiceDate } from '../shared/invoice-date';
import { brandedMail, rowsLetter, withLink, type MailContent, type Rows } from '../shared/mail-layout';
import type { MailAttachment } from '../shared/mailer';
import { pounds } from '../shared/money';
import type { Branding } from '../shared/settings';

export const invoiceMailSubject = (
  invoice: Pick<OrderView, 'invoice_no'>,
  branding: Pick<Branding, 'title'>,
) => `Invoice #${invoice.invoice_no} from ${branding.title}`;

/** The mail that carries the invoice PDF a clerk sent from the order screen. */
export function renderInvoiceMail(
  branding: Branding,
  time: BusinessTime,
  invoice: OrderView,
  pdf: MailAttachment,
  link?: string,
): MailContent {
  const subject = invoiceMailSubject(invoice, branding);
  const rows: Rows = [
    ['Invoice', `#${invoice.invoice_no}${invoice.order_custom_id ? ` (${invoice.order_custom_id})` : ''}`],
    ['Date', invoiceDate(invoice.created_at, time.timeZone)],
    ['Total', pounds(invoice.total)],
    ['Paid', pounds(invoice.payment)],
    ['Due', pounds(invoice.due)],
    ...(invoice.due > 0 && invoice.due_date
      ? ([['Due date', invoiceDate(invoice.due_date, time.timeZone)]] as const)
      : []),
  ];
  const greeting = `Dear ${invoice.customer.name},`;
  const intro = `Please find attached invoice #${invoice.invoice_no} (${pdf.filename}).`;
  const closing =
    invoice.status === 'Paid'
      ? 'It is paid in full: thank you.'
      : invoice.status === 'Void'
        ? 'This invoice has been voided: nothing is owed on it.'
        : 'Bank details for payment are on the invoice. Thank you for your business.';
  const letter = rowsLetter([greeting, intro], rows, [closing]);
  const { html, text } = brandedMail(branding, {
    subject,
    ...withLink(letter, link, 'View the invoice online'),
  });
  return { subject, html, text, attachments: [pdf] };
}
