import escapeHtml from 'escape-html';
import type { StatementData } from '@voltdesk/contracts';
import type { BusinessTime } from '@voltdesk/service-kit';
import { brandedMail, rowsHtml, rowsText, type MailContent, type Rows } from '../shared/mail-layout';
import { pounds } from '../shared/money';
import type { Branding } from '../shared/settings';

/** "December 2026" from `2026-12`. */
export function monthName(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, 15)).toLocaleString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const statementSubject = (branding: Branding, s: StatementData): string =>
  `Your statement for ${monthName(s.month)}: ${pounds(s.balance)} to pay - ${branding.title}`;

const HEAD = ['Invoice', 'Date', 'Due date', 'Total', 'Paid', 'Credited', 'To pay'];

/** The customer's open invoices and what they owe in all, as of the 1st of the month. */
export function renderStatement(branding: Branding, time: BusinessTime, s: StatementData): MailContent {
  const subject = statementSubject(branding, s);
  const greeting = `Hello ${s.name},`;
  const intro = `This is your statement from ${branding.title} for ${monthName(s.month)}. These invoices are open:`;
  const rows = s.invoices.map((o) => [
    `#${o.invoice_no}`,
    time.date(o.created_at),
    o.due_date ? time.date(o.due_date) : '-',
    pounds(o.total),
    pounds(o.payment),
    pounds(o.credited),
    pounds(o.due),
  ]);
  const summary: Rows = [
    ['Balance to pay', pounds(s.balance)],
    ['As of', time.dateTime(s.as_of)],
  ];
  const closing = branding.phone
    ? `If you have already paid, thank you, and please ignore this statement. Questions? Call us on ${branding.phone}.`
    : 'If you have already paid, thank you, and please ignore this statement.';
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #ddd;text-align:left"';
  const table =
    `<table style="border-collapse:collapse;margin:12px 0"><thead><tr>${HEAD.map((h) => `<th scope="col" ${cell}>${escapeHtml(h)}</th>`).join('')}</tr></thead>` +
    `<tbody>${rows.map((r) => `<tr>${r.map((c) => `<td ${cell}>${escapeHtml(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
  const { html, text } = brandedMail(branding, {
    subject,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>${table}${rowsHtml(summary)}` +
      `<p>${escapeHtml(closing)}</p>`,
    text: [
      greeting,
      intro,
      rows.map((r) => r.map((c, i) => `${HEAD[i]}: ${c}`).join(', ')).join('\n'),
      rowsText(summary),
      closing,
    ].join('\n\n'),
  });
  return { subject, html, text };
}
