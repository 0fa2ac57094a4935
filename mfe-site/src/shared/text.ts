/** Length of a blog excerpt (spec section 9). */
export const EXCERPT_LENGTH = 110;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** HTML (the sanitized rich text of the editor) as plain text: tags dropped, entities decoded, spaces folded. */
export function plainText(html: string | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(br|\/p|\/li|\/h[1-6]|\/div)\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, e: string) => ENTITIES[e] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The first `length` characters of the plain text, with an ellipsis when it was cut. svc-content already
 * sends the excerpt cut to exactly 110 characters without a mark, so a text of exactly `length` characters
 * is taken as cut too.
 */
export function excerpt(html: string | undefined, length = EXCERPT_LENGTH): string {
  const text = plainText(html);
  if (text.length < length) return text;
  return `${text.slice(0, length).trimEnd()}…`;
}

/** A meta description: plain text, at most 160 characters (what search engines show). */
export function metaDescription(...candidates: (string | undefined)[]): string {
  for (const c of candidates) {
    const text = plainText(c);
    if (text) return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
  }
  return '';
}

/** "12 March 2026" for a date the server wrote; any other text is shown as written. */
export function formatWritten(written: string | undefined): { text: string; iso?: string } | null {
  if (!written) return null;
  const date = new Date(written);
  if (Number.isNaN(date.getTime()) || !/\d{4}/.test(written)) return { text: written };
  return {
    text: date.toLocaleDateString('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
    iso: date.toISOString().slice(0, 10),
  };
}

/** A charge rate: numbers are pounds (spec section 9), text (e.g. "£45 / hour") is shown as written. */
export function formatRate(rate: string | number | undefined): string {
  if (rate === undefined || rate === '') return '';
  const n = typeof rate === 'number' ? rate : /^\d+(\.\d+)?$/.test(rate) ? Number(rate) : NaN;
  if (Number.isNaN(n)) return String(rate);
  return `£${Number.isInteger(n) ? n : n.toFixed(2)}`;
}

/** `tel:` href of a phone number as the company typed it. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * The Google Maps embed URL of the setup (`google_map`). Admins sometimes paste the whole `<iframe>`
 * snippet: its `src` is taken. Only https URLs are embedded.
 */
export function mapEmbedUrl(value: string | undefined): string | null {
  if (!value) return null;
  const src = /src\s*=\s*["']([^"']+)["']/i.exec(value)?.[1] ?? value.trim();
  const decoded = src.replace(/&amp;/g, '&');
  return /^https:\/\/[^\s<>"']+$/i.test(decoded) ? decoded : null;
}

const LOOKS_LIKE_HOURS =
  /\d|24\/7|\b(mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|week(day|end)s?|\b[ap]\.?m\b|hours|open/i;

/**
 * The company's opening times for the contact page. The setup has no field for them (spec: "timing"); the
 * right banner's icon texts are where a company writes them ("24/7 emergency call-outs", "Mon-Sat 8am-6pm"),
 * so the first of them that reads like hours is used, the time icon's text first. None: undefined.
 */
export function openingTimes(
  banner: { timeIconText?: string; serviceIconText?: string; batchIconText?: string } | undefined,
): string | undefined {
  if (!banner) return undefined;
  return [banner.timeIconText, banner.serviceIconText, banner.batchIconText].find((t): t is string =>
    Boolean(t && LOOKS_LIKE_HOURS.test(t)),
  );
}
