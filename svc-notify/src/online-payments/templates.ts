import type { OrderView } from '@voltdesk/contracts';
import type { BusinessTime } from '@voltdesk/service-kit';
import { invoiceDate } from '../shared/invoice-date';
import { brandedMail, rowsLetter, type MailContent, type Rows } from '../shared/mail-layout';
import type { MailAttachment } from '../shared/mailer';
import { pounds } from '../shared/money';
import type { Branding } from '../shared/settings';

export const onlineReceiptSubject = (
  invoice: Pick<OrderView, 'invoice_no'>,
  branding: Pick<Branding, 'title'>,
) => `Payment received for invoice #${invoice.invoice_no} from ${branding.title}`;

/** The customer's receipt for a card payment made on the invoice page, with the invoice PDF as it stands. */
export function renderOnlineReceipt(
  branding: Branding,
  time: BusinessTime,
  invoice: OrderView,
  payment: { amount: number; at: string; reference: string },
  pdf: MailAttachment,
): MailContent {
  const subject = onlineReceiptSubject(invoice, branding);
  const rows: Rows = [
    ['Invoice', `#${invoice.invoice_no}`],
    ['Paid', pounds(payment.amount)],
    ['Method', 'Card (online)'],
    ['Date', invoiceDate(payment.at, time.timeZone)],
    ['Payment reference', payment.reference],
    ['Still due', pounds(invoice.due)],
  ];
  const greeting = `Dear ${invoice.customer.name},`;
  const intro = `Thank you: we have received your card payment of ${pounds(payment.amount)} for invoice #${invoice.invoice_no}.`;
  const closing =
    invoice.due > 0
      ? `${pounds(invoice.due)} is still due on this invoice. The invoice is attached (${pdf.filename}).`
      : `The invoice is now paid in full. It is attached (${pdf.filename}).`;
  const { html, text } = brandedMail(branding, {
    subject,
    ...rowsLetter([greeting, intro], rows, [closing]),
  });
  return { subject, html, text, attachments: [pdf] };
}
