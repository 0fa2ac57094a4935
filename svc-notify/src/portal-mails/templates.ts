import escapeHtml from 'escape-html';
import type { PortalSignInData } from '@voltdesk/contracts';
import type { BusinessTime } from '@voltdesk/service-kit';
import { brandedMail, linkButtonHtml, type MailContent } from '../shared/mail-layout';
import type { Branding } from '../shared/settings';

/**
 * The portal page; the token rides in the query string, as in every mailed link. The page signs in only
 * when the customer presses its button, so a mail scanner that follows links spends nothing.
 */
export function portalSignInUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/portal?signin=${encodeURIComponent(token)}`;
}

export const portalSignInSubject = (branding: Branding): string => `Your sign-in link for ${branding.title}`;

export function renderPortalSignIn(branding: Branding, time: BusinessTime, r: PortalSignInData): MailContent {
  const link = portalSignInUrl(branding.publicUrl, r.token);
  const subject = portalSignInSubject(branding);
  const greeting = `Hello ${r.name},`;
  const intro = `Here is your link to see all your quotes, invoices and payments with ${branding.title}:`;
  const expiry = `The link works once, until ${time.dateTime(r.expires_at)}.`;
  const ignore = 'If you did not ask for it, ignore this e-mail: nobody can sign in without it.';
  const { html, text } = brandedMail(branding, {
    subject,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
      linkButtonHtml(link, 'Open my account') +
      `<p>${escapeHtml(expiry)}</p><p style="font-size:12px;color:#666">${escapeHtml(ignore)}</p>`,
    text: `${greeting}\n\n${intro}\n${link}\n\n${expiry}\n\n${ignore}`,
  });
  return { subject, html, text };
}
