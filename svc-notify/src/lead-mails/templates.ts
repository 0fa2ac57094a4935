import type { LeadData } from '@voltdesk/contracts';
import escapeHtml from 'escape-html';
import {
  brandedMail,
  linkButtonHtml,
  rowsHtml,
  rowsText,
  type MailContent,
  type Rows,
} from '../shared/mail-layout';
import type { Branding } from '../shared/settings';

/** "Monday, Friday", or that none was given. */
const daysOf = (lead: LeadData): string =>
  lead.preferred_days.length
    ? lead.preferred_days.map((d) => d.charAt(0).toUpperCase() + d.slice(1)).join(', ')
    : 'Any day';

const requestRows = (lead: LeadData): Rows => [
  ['Service', lead.service],
  ['Site address', `${lead.address}, ${lead.postcode}`],
  ['Preferred days', daysOf(lead)],
];

const descriptionHtml = (lead: LeadData): string =>
  `<h3 style="margin-top:16px">What you need</h3><p style="white-space:pre-wrap">${escapeHtml(lead.description).replace(/\n/g, '<br>')}</p>`;

export const leadConfirmationSubject = (branding: Branding): string =>
  `We have your request: ${branding.title}`;

/** To the visitor: what they sent, and that the business will be in touch. */
export function renderLeadConfirmation(branding: Branding, lead: LeadData): MailContent {
  const subject = leadConfirmationSubject(branding);
  const intro =
    `Thank you for your request, ${lead.name}. We will look at it and get back to you about a quote or ` +
    `a visit, usually within one working day.`;
  const photos = lead.photos.length
    ? `You sent ${lead.photos.length} photo${lead.photos.length > 1 ? 's' : ''}.`
    : '';
  const contact = branding.phone ? `If it is urgent, call us on ${branding.phone}.` : '';
  const { html, text } = brandedMail(branding, {
    subject,
    html:
      `<p>${escapeHtml(intro)}</p>${rowsHtml(requestRows(lead))}${descriptionHtml(lead)}` +
      (photos ? `<p>${escapeHtml(photos)}</p>` : '') +
      (contact ? `<p>${escapeHtml(contact)}</p>` : ''),
    text: [intro, rowsText(requestRows(lead)), `What you need:\n${lead.description}`, photos, contact]
      .filter(Boolean)
      .join('\n\n'),
  });
  return { subject, html, text };
}

export const leadNoticeSubject = (lead: LeadData): string =>
  `New job request from ${lead.name}: ${lead.service}`;

/** To the owner: the request in full, the photos linked, and the lead's page at the POS. */
export function renderLeadNotice(branding: Branding, lead: LeadData): MailContent {
  const subject = leadNoticeSubject(lead);
  const rows: Rows = [
    ['Name', lead.name],
    ['E-mail', lead.email],
    ['Phone', lead.phone],
    ...requestRows(lead),
  ];
  const origin = branding.publicUrl.replace(/\/+$/, '');
  const photoLinks = lead.photos.map((p) => `${origin}${p}`);
  const leadLink = `${origin}/admin/lead/${encodeURIComponent(lead.id)}`;
  const intro = `A visitor sent a job request through ${branding.title}. Reply to this e-mail to answer them.`;
  const { html, text } = brandedMail(branding, {
    subject,
    html:
      `<p>${escapeHtml(intro)}</p>${rowsHtml(rows)}${descriptionHtml(lead)}` +
      (photoLinks.length
        ? `<h3 style="margin-top:16px">Photos</h3><ul>${photoLinks
            .map((l, i) => `<li><a href="${escapeHtml(l)}">Photo ${i + 1}</a></li>`)
            .join('')}</ul>`
        : '') +
      linkButtonHtml(leadLink, 'Open the lead'),
    text: [
      intro,
      rowsText(rows),
      `What they need:\n${lead.description}`,
      photoLinks.length ? `Photos:\n${photoLinks.join('\n')}` : '',
      `Open the lead: ${leadLink}`,
    ]
      .filter(Boolean)
      .join('\n\n'),
  });
  return { subject, html, text };
}
