import sanitizeHtml from 'sanitize-html';
import { requiredMessage } from '@voltdesk/contracts';
import { ValidationError } from '@voltdesk/service-kit';
import { sanitizeRichText } from '@voltdesk/service-kit/rich-text';

/**
 * Sanitized rich text (service-kit's one allowlist, shared with svc-notify's mails) for a required field.
 * @throws ValidationError under `field` when nothing is left once the unsafe parts are removed.
 */
export function requiredRichText(html: string, field: string): string {
  const clean = sanitizeRichText(html);
  if (!clean) throw new ValidationError({ [field]: [requiredMessage(field)] });
  return clean;
}

/** Plain text of rich text: tags stripped, entities decoded, whitespace collapsed. */
export function plainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<(br|\/p|\/h[1-6]|\/li|\/blockquote)\b[^>]*>/gi, ' $&'), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

/** The blog list's excerpt (spec section 9: 110 characters). */
export function excerpt(html: string, length = 110): string {
  return [...plainText(html)].slice(0, length).join('');
}

function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Plain text made safe to place where HTML is read (a feed item's title or summary). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
