import sanitizeHtml from 'sanitize-html';

const COLOUR = [
  /^#[0-9a-fA-F]{3,8}$/,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/,
];

/**
 * The one allowlist for rich text (post and page descriptions, newsletter messages, and the newsletter
 * mails made from them): what the draft-js editor produces and nothing that can run script. Event
 * handlers, `style` beyond a few safe properties, and any URL scheme other than http(s)/mailto/tel (or a
 * site path) are dropped. svc-content applies it when the text is saved, svc-notify again when a mail is
 * made (a message is never trusted because another service checked it).
 */
export const richTextAllowlist = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'del',
    'ins',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'blockquote',
    'span',
    'pre',
    'code',
    'hr',
    'sub',
    'sup',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt'],
    p: ['style'],
    span: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
    li: ['style'],
  },
  allowedStyles: {
    '*': {
      'text-align': [/^(left|right|center|justify)$/],
      color: COLOUR,
      'background-color': COLOUR,
      'font-weight': [/^(bold|normal|[1-9]00)$/],
      'font-style': [/^(italic|normal)$/],
      'text-decoration': [/^(underline|line-through|none)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
} satisfies sanitizeHtml.IOptions;

/** A link that opens a new tab must not hand the opener to the other site. */
function safeTarget(attribs: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = { ...attribs };
  if (out.target && out.target !== '_blank' && out.target !== '_self') delete out.target;
  if (out.target === '_blank') out.rel = 'noopener noreferrer';
  return out;
}

/**
 * Rich text through the allowlist. For a mail (`origin`: the site's public origin), site paths in links
 * and images become absolute, since a mail has no base URL, and every link opens without handing over
 * its opener.
 */
export function sanitizeRichText(html: string, mail?: { origin: string }): string {
  const absolute = (url: string | undefined) =>
    mail && url && url.startsWith('/') ? `${mail.origin}${url}` : (url ?? '');
  return sanitizeHtml(html, {
    ...richTextAllowlist,
    transformTags: {
      a: (tagName, attribs) => {
        const out = safeTarget(attribs);
        if (!mail) return { tagName, attribs: out };
        return { tagName, attribs: { ...out, href: absolute(out.href), rel: 'noopener noreferrer' } };
      },
      ...(mail
        ? {
            img: (tagName: string, attribs: sanitizeHtml.Attributes) => ({
              tagName,
              attribs: { ...attribs, src: absolute(attribs.src) },
            }),
          }
        : {}),
    },
  }).trim();
}
