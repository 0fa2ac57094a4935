import escapeHtml from 'escape-html';
import type { PasswordResetData } from '@voltdesk/contracts';
import type { BusinessTime } from '@voltdesk/service-kit';
import { brandedMail, linkButtonHtml, type MailContent } from '../shared/mail-layout';
import type { Branding } from '../shared/settings';

/** The shell's reset page; the token rides in the query string, as in every mailed link. */
export function resetUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

export function renderPasswordReset(
  branding: Branding,
  time: BusinessTime,
  r: PasswordResetData,
): MailContent {
  const link = resetUrl(branding.publicUrl, r.token);
  const subject = `Reset your ${branding.title} password`;
  const greeting = r.name ? `Hello ${r.name},` : 'Hello,';
  const intro = `Someone (hopefully you) asked to reset the password of your ${branding.title} admin account. Choose a new password here:`;
  const expiry = `The link works once, until ${time.dateTime(r.expires_at)}.`;
  const ignore = 'If you did not ask for this, ignore this e-mail: your password stays as it is.';
  const { html, text } = brandedMail(branding, {
    subject,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
      linkButtonHtml(link, 'Choose a new password') +
      `<p>${escapeHtml(expiry)}</p><p style="font-size:12px;color:#666">${escapeHtml(ignore)}</p>`,
    text: `${greeting}\n\n${intro}\n${link}\n\n${expiry}\n\n${ignore}`,
  });
  return { subject, html, text };
}
