import type { ContactData } from '@voltdesk/contracts';
import escapeHtml from 'escape-html';
import { brandedMail, rowsHtml, rowsText, type MailContent, type Rows } from '../shared/mail-layout';
import type { Branding } from '../shared/settings';

export function renderContactNotice(branding: Branding, c: ContactData): MailContent {
  const subject = `New contact message from ${c.name}`;
  const rows: Rows = [
    ['Name', c.name],
    ['E-mail', c.email],
    ['Phone', c.phone],
  ];
  const intro = `A visitor sent a message through the contact form of ${branding.title}. Reply to this e-mail to answer them.`;
  const { html, text } = brandedMail(branding, {
    subject,
    html:
      `<p>${escapeHtml(intro)}</p>${rowsHtml(rows)}` +
      `<h3 style="margin-top:16px">Message</h3><p style="white-space:pre-wrap">${escapeHtml(c.message).replace(/\n/g, '<br>')}</p>`,
    text: `${intro}\n\n${rowsText(rows)}\n\nMessage:\n${c.message}`,
  });
  return { subject, html, text };
}
