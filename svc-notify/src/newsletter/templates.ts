import { sanitizeRichText } from '@voltdesk/service-kit/rich-text';
import escapeHtml from 'escape-html';
import { brandedMail, htmlToText, linkButtonHtml, type MailContent } from '../shared/mail-layout';
import type { Branding } from '../shared/settings';

/**
 * A newsletter's HTML through the rich-text allowlist svc-content saved it with (service-kit
 * `sanitizeRichText`). Relative links and images get the public origin, since a mail has no base URL.
 */
export function sanitizeNewsletter(html: string, publicUrl: string): string {
  return sanitizeRichText(html, { origin: publicUrl });
}

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function confirmUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/confirmSubscription?token=${encodeURIComponent(token)}`;
}

/**
 * A newsletter as a subscriber receives it. `unsubscribeToken` is the subscriber's; without one (the
 * admin's preview and test mail) the unsubscribe link goes to the site's newsletter page and the
 * one-click unsubscribe headers are left out, since there is nobody to unsubscribe.
 */
export function renderNewsletterMail(
  branding: Branding,
  n: { subject: string; message: string; name: string; unsubscribeToken: string | null },
): MailContent {
  const link = n.unsubscribeToken
    ? unsubscribeUrl(branding.publicUrl, n.unsubscribeToken)
    : `${branding.publicUrl}/newsletter`;
  const greeting = n.name ? `Hello ${n.name},` : 'Hello,';
  const { html, text } = brandedMail(branding, {
    subject: n.subject,
    html: `<p>${escapeHtml(greeting)}</p>${n.message}`,
    text: `${greeting}\n\n${htmlToText(n.message)}`,
    footerHtml:
      `<p>You receive this because you subscribed to the ${escapeHtml(branding.title)} newsletter. ` +
      `<a href="${escapeHtml(link)}">Unsubscribe</a></p>`,
    footerText: `You receive this because you subscribed to the ${branding.title} newsletter.\nUnsubscribe: ${link}`,
  });
  if (!n.unsubscribeToken) return { subject: n.subject, html, text };
  return {
    subject: n.subject,
    html,
    text,
    headers: {
      'List-Unsubscribe': `<${link}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

export function renderConfirmationMail(
  branding: Branding,
  c: { name: string; confirmToken: string },
): MailContent {
  const link = confirmUrl(branding.publicUrl, c.confirmToken);
  const subject = `Please confirm your subscription to ${branding.title}`;
  const greeting = c.name ? `Hello ${c.name},` : 'Hello,';
  const { html, text } = brandedMail(branding, {
    subject,
    html:
      `<p>${escapeHtml(greeting)}</p><p>Thanks for subscribing to the ${escapeHtml(branding.title)} newsletter. ` +
      `Please confirm your e-mail address:</p>` +
      linkButtonHtml(link, 'Confirm subscription') +
      `<p style="font-size:12px;color:#666">If you did not subscribe, ignore this e-mail; you will not hear from us.</p>`,
    text:
      `${greeting}\n\nThanks for subscribing to the ${branding.title} newsletter. Please confirm your e-mail address:\n` +
      `${link}\n\nIf you did not subscribe, ignore this e-mail; you will not hear from us.`,
  });
  return { subject, html, text };
}
