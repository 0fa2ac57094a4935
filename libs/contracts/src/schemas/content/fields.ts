import { boundedString, emailField } from '../common';

/**
 * A path of this site: one slash, then anything but a second slash or a backslash, and no backslash,
 * whitespace or control character anywhere. Browsers read `\` as `/` and drop tabs and newlines inside
 * URLs, so `//host`, `/\host` and `/<tab>/host` all open another site while looking like a path.
 */
const SITE_PATH = '/(?![/\\\\])[^\\s\\\\\\u0000-\\u001f\\u007f]*';
/** An http(s) URL with a host (no backslash in it, for the same reason). */
const WEB_URL = 'https?://[^\\s/?#\\\\]+[^\\s\\u0000-\\u001f\\u007f]*';

/**
 * A link the site renders: a site path (`/services`) or an http(s) URL. Anything else (`javascript:`,
 * `data:`, protocol-relative `//host`, `/\host`) is refused, so a stored link can never run script or
 * pass an outside page off as one of the site's. The site checks links it renders with the same pattern.
 */
export const LINK_PATTERN = `^(${SITE_PATH}|${WEB_URL})$`;
export const linkField = { type: 'string', minLength: 1, maxLength: 500, pattern: LINK_PATTERN } as const;
/** A link that may be left empty (navbar dropdown parents, block links). */
export const optionalLinkField = {
  type: 'string',
  maxLength: 500,
  pattern: `^$|${LINK_PATTERN}`,
} as const;
/** Social links: absolute http(s) URLs only, or empty. */
export const optionalHttpUrl = {
  type: 'string',
  maxLength: 500,
  pattern: '^$|^https?://[^\\s/?#]+\\S*$',
} as const;
/** Google Maps embed URLs only (the site puts it in an iframe), or empty. */
export const GOOGLE_MAP_PATTERN =
  '^$|^https://(www\\.google\\.com/maps/embed\\?|maps\\.google\\.com/maps\\?(\\S*&)?output=embed|www\\.google\\.com/maps/embed/v1/)\\S*$';
export const googleMapField = { type: 'string', maxLength: 2000, pattern: GOOGLE_MAP_PATTERN } as const;
/** Rich text from the editor (sanitized on the server before it is stored). */
export const richTextField = boundedString(100_000);
export const optionalText = (maxLength: number) => ({ type: 'string', maxLength }) as const;
export const optionalEmail = { anyOf: [emailField, { type: 'string', maxLength: 0 }] } as const;
/** Navbar flags and similar 0/1 switches. */
export const flagField = { type: 'integer', enum: [0, 1] } as const;
/** A slug an admin may set on update (normalised by the server). */
export const slugField = {
  type: 'string',
  minLength: 1,
  maxLength: 120,
  pattern: '^[A-Za-z0-9 _-]+$',
} as const;

/** A block of a banner page or service page (spec section 3: text, tag h|p|li, link, serial). */
export const blockSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['text'],
  properties: {
    text: boundedString(5000),
    tag: { type: 'string', enum: ['h', 'p', 'li'], default: 'p' },
    link: optionalLinkField,
    serial: { type: 'integer', minimum: 1, maximum: 10000 },
  },
} as const;
export const blocksField = { type: 'array', minItems: 1, maxItems: 200, items: blockSchema } as const;

/** Query of the public by-slug reads; an unknown slug is a 404, not a 422. */
export const slugQuerySchema = {
  $id: 'content.slugQuery',
  type: 'object',
  additionalProperties: false,
  required: ['slug'],
  properties: { slug: boundedString(200) },
} as const;
