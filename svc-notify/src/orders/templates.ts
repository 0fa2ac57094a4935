import { brandedMail, rowsLetter, type MailContent, type Rows } from '../shared/mail-layout';
import { pounds } from '../shared/money';
import type { BusinessTime } from '@voltdesk/service-kit';
import type { MailAttachment } from '../shared/mailer';
import type { Branding } from '../shared/settings';

/** The order fields a mail shows (a snapshot kept in the job, refreshed by every order event). */
export interface OrderSnapshot {
  id: string;
  invoice_no: number;
  order_custom_id: string | null;
  customer: { name: string; phone: string; email: string; address?: string };
  total: number;
  payment: number;
  due: number;
  created_at: string;
  expire_date: string | null;
  alert: number | null;
}

const invoiceLabel = (o: OrderSnapshot) =>
  `#${o.invoice_no}${o.order_custom_id ? ` (${o.order_custom_id})` : ''}`;

function customerRows(o: OrderSnapshot): Rows {
  return [
    ['Customer', o.customer.name],
    ['Phone', o.customer.phone],
    ['E-mail', o.customer.email],
    ...(o.customer.address ? ([['Address', o.customer.address]] as const) : []),
  ];
}

export function renderUnpaidAlert(
  branding: Branding,
  time: BusinessTime,
  o: OrderSnapshot,
  minutes: number,
): MailContent {
  const subject = `Unpaid invoice ${invoiceLabel(o)}: ${pounds(o.due)} due`;
  const rows: Rows = [
    ['Invoice', invoiceLabel(o)],
    ...customerRows(o),
    ['Created', time.dateTime(o.created_at)],
    ['Total', pounds(o.total)],
    ['Paid', pounds(o.payment)],
    ['Due', pounds(o.due)],
  ];
  const intro = `Invoice ${invoiceLabel(o)} is still unpaid ${minutes} minute${minutes === 1 ? '' : 's'} after it was created.`;
  const { html, text } = brandedMail(branding, { subject, ...rowsLetter([intro], rows) });
  return { subject, html, text };
}

export function renderExpiryReminder(branding: Branding, time: BusinessTime, o: OrderSnapshot): MailContent {
  const expires = o.expire_date ? time.date(o.expire_date) : 'an unknown date';
  const subject = `Expiry reminder: invoice ${invoiceLabel(o)} expires on ${expires}`;
  const rows: Rows = [
    ['Invoice', invoiceLabel(o)],
    ['Expires on', expires],
    ['Reminder', `${o.alert ?? 0} day${o.alert === 1 ? '' : 's'} before`],
    ...customerRows(o),
    ['Total', pounds(o.total)],
    ['Due', pounds(o.due)],
  ];
  const intro = `The additional service on invoice ${invoiceLabel(o)} expires on ${expires}. Contact the customer to follow up:`;
  const { html, text } = brandedMail(branding, { subject, ...rowsLetter([intro], rows) });
  return { subject, html, text };
}

/**
 * The customer's payment reminder, `days` after the due date, with the invoice PDF attached when there is
 * one: addressed to the customer, in the customer's words (no staff details).
 */
export function renderCustomerReminder(
  branding: Branding,
  time: BusinessTime,
  o: OrderSnapshot,
  dueDate: string | null,
  pdf: MailAttachment | null,
): MailContent {
  const subject = `Payment reminder: invoice #${o.invoice_no} from ${branding.title}`;
  const rows: Rows = [
    ['Invoice', invoiceLabel(o)],
    ['Date', time.date(o.created_at)],
    ...(dueDate ? ([['Due date', time.date(dueDate)]] as const) : []),
    ['Total', pounds(o.total)],
    ['Paid', pounds(o.payment)],
    ['Still due', pounds(o.due)],
  ];
  const greeting = `Dear ${o.customer.name},`;
  const intro = `This is a friendly reminder that ${pounds(o.due)} is still due on invoice ${invoiceLabel(o)}${
    dueDate ? `, which was due on ${time.date(dueDate)}` : ''
  }.${pdf ? ` The invoice is attached (${pdf.filename}).` : ''}`;
  const closing = 'If you have paid in the meantime, thank you, and please ignore this reminder.';
  const { html, text } = brandedMail(branding, {
    subject,
    ...rowsLetter([greeting, intro], rows, [closing]),
  });
  return { subject, html, text, ...(pdf ? { attachments: [pdf] } : {}) };
}
