import escapeHtml from 'escape-html';
import sanitizeHtml from 'sanitize-html';
import { logoContentType } from './logo';
import type { MailAttachment } from './mailer';
import type { Branding } from './settings';

/** Content-ID of the site logo carried inline by a mail (`<img src="cid:...">`). */
export const LOGO_CID = 'site-logo@voltdesk';

/** What a renderer produces for one job; the sender adds From and To. */
export interface MailContent {
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
}

/** Plain text from (already sanitized) HTML, for the text part of a mail. */
export function htmlToText(html: string): string {
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|blockquote|pre|tr)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ');
  const stripped = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return stripped
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The call to action of a mail: a button, and the bare link under it for clients that do not show it.
 * `link` and `label` are escaped here.
 */
export function linkButtonHtml(link: string, label: string): string {
  return (
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#0b5ed7;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a></p>` +
    `<p style="font-size:12px;color:#666">If the button does not work, open this link: ${escapeHtml(link)}</p>`
  );
}

/** Key/value lines shown in both parts of a mail (alerts, contact notices). */
export type Rows = ReadonlyArray<readonly [label: string, value: string]>;

export function rowsHtml(rows: Rows): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0;color:#555">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellspacing="0" cellpadding="0">${cells}</table>`;
}

export function rowsText(rows: Rows): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

/**
 * The body of a letter-like mail: plain paragraphs, the rows, more paragraphs; escaped here in the HTML
 * part, a blank line between parts in the text part.
 */
export function rowsLetter(
  before: readonly string[],
  rows: Rows,
  after: readonly string[] = [],
): { html: string; text: string } {
  const paragraphs = (lines: readonly string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return {
    html: `${paragraphs(before)}${rowsHtml(rows)}${paragraphs(after)}`,
    text: [...before, rowsText(rows), ...after].join('\n\n'),
  };
}

/**
 * A letter with a call to action after it (the button in HTML, `label: link` in text), or the letter as
 * it is when there is no link (a mail requested before customer links existed).
 */
export function withLink(
  letter: { html: string; text: string },
  link: string | undefined,
  label: string,
): { html: string; text: string } {
  if (!link) return letter;
  return {
    html: `${letter.html}${linkButtonHtml(link, label)}`,
    text: `${letter.text}\n\n${label}: ${link}`,
  };
}

/**
 * Wraps a mail body in the site's branding: logo and title on top, the site's contact line at the bottom,
 * in the HTML part and the plain-text part alike.
 */
export function brandedMail(
  branding: Branding,
  body: { subject: string; html: string; text: string; footerHtml?: string; footerText?: string },
): { html: string; text: string } {
  const title = escapeHtml(branding.title);
  // Embedded when its bytes are at hand: mail clients that block remote images still show it.
  const logoSrc = branding.logoImage ? `cid:${LOGO_CID}` : branding.logoUrl;
  const logo = logoSrc
    ? `<img src="${escapeHtml(logoSrc)}" alt="${title}" style="max-height:60px;display:block;margin-bottom:8px">`
    : '';
  const contact = [branding.phone, branding.email, branding.address].filter(Boolean) as string[];
  const html =
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(body.subject)}</title></head>` +
    `<body style="font-family:Arial,Helvetica,sans-serif;color:#222;margin:0;padding:24px">` +
    `<div style="max-width:640px;margin:0 auto">` +
    `<header style="border-bottom:1px solid #ddd;padding-bottom:12px;margin-bottom:16px">${logo}` +
    `<strong style="font-size:20px">${title}</strong></header>` +
    `<main>${body.html}</main>` +
    `<footer style="border-top:1px solid #ddd;margin-top:24px;padding-top:12px;font-size:12px;color:#666">` +
    `<p>${title}${contact.length ? ` &middot; ${contact.map(escapeHtml).join(' &middot; ')}` : ''}</p>` +
    `${body.footerHtml ?? ''}</footer></div></body></html>`;
  const text = [
    branding.title,
    '='.repeat(Math.min(60, branding.title.length)),
    '',
    body.text,
    '',
    '--',
    [branding.title, ...contact].join(' | '),
    ...(body.footerText ? [body.footerText] : []),
  ].join('\n');
  return { html, text };
}

/**
 * The inline logo attachment a mail's HTML refers to (`cid:` from `brandedMail`), or none. PNG or JPEG, as
 * `LogoSource` reads only those.
 */
export function inlineLogoAttachments(branding: Branding, html: string): MailAttachment[] {
  if (!branding.logoImage || !html.includes(`cid:${LOGO_CID}`)) return [];
  const contentType = logoContentType(branding.logoImage);
  return [
    {
      filename: contentType === 'image/png' ? 'logo.png' : 'logo.jpg',
      content: branding.logoImage,
      contentType,
      cid: LOGO_CID,
    },
  ];
}
