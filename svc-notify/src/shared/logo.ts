import type { Logger } from 'pino';

const MAX_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 5000;
const KEEP_MS = 10 * 60_000;
/** A logo that could not be read is asked for again after this long, not by every mail of a newsletter. */
const RETRY_MS = 30_000;

const isPng = (b: Buffer) =>
  b.length > 8 && b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/** The MIME type of a logo `LogoSource` gave (PNG or JPEG, by its bytes). */
export const logoContentType = (b: Buffer): 'image/png' | 'image/jpeg' =>
  isPng(b) ? 'image/png' : 'image/jpeg';

/** Where svc-content's uploads are served (the Ingress and the gateway route this prefix to it). */
const CONTENT_MEDIA = '/media/content/';

/**
 * The site logo for invoice PDFs and for embedding in mails (so it shows where remote images are blocked).
 * svc-notify stores no media: the logo is svc-content's, its setting a URL under `PUBLIC_URL/media/content/`.
 * Only such a URL is read (svc-notify makes no request to an address an admin typed), and it is read from
 * `mediaUrl` with the same path: svc-content's Service inside Kubernetes (CONTENT_MEDIA_URL), whose pods
 * cannot reach the public address; PUBLIC_URL itself (the gateway) locally. Kept for ten minutes, so a
 * newsletter-sized run of reminders reads it once. PNG and JPEG only (what pdfkit draws), recognised by
 * their bytes, 2 MiB at most; anything else, or a slow or failing answer, gives null: the invoice is then
 * headed by the business name alone, and a mail links the logo instead of embedding it.
 */
export class LogoSource {
  private cache = new Map<string, { at: number; keepMs: number; logo: Promise<Buffer | null> }>();

  constructor(
    private readonly publicUrl: string,
    private readonly mediaUrl: string,
    private readonly logger: Logger,
  ) {}

  load(url: string | null): Promise<Buffer | null> {
    const source = url ? this.sourceOf(url) : null;
    if (!source) return Promise.resolve(null);
    const hit = this.cache.get(source);
    if (hit && Date.now() - hit.at < hit.keepMs) return hit.logo;
    const entry = { at: Date.now(), keepMs: KEEP_MS, logo: Promise.resolve<Buffer | null>(null) };
    entry.logo = this.fetch(source).then((logo) => {
      // Try again soon rather than in ten minutes (svc-content may only have been starting), but not once
      // per mail: a newsletter would wait for a failing fetch thousands of times.
      if (!logo) entry.keepMs = RETRY_MS;
      return logo;
    });
    this.cache.set(source, entry);
    return entry.logo;
  }

  /** The address to read a public media URL from, or null for one that is not svc-content's media. */
  private sourceOf(url: string): string | null {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    const site = new URL(this.publicUrl);
    if (parsed.origin !== site.origin) return null;
    // PUBLIC_URL may carry a path; the media are under it. The URL parser has already resolved `..`
    // segments, so the prefix cannot be walked out of.
    const base = site.pathname.replace(/\/+$/, '');
    if (!parsed.pathname.startsWith(`${base}${CONTENT_MEDIA}`)) return null;
    return `${this.mediaUrl.replace(/\/+$/, '')}${parsed.pathname.slice(base.length)}${parsed.search}`;
  }

  private async fetch(url: string): Promise<Buffer | null> {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      if (Number(res.headers.get('content-length') ?? 0) > MAX_BYTES) throw new Error('larger than 2 MiB');
      const bytes = Buffer.from(await res.arrayBuffer());
      if (bytes.length > MAX_BYTES) throw new Error('larger than 2 MiB');
      if (!isPng(bytes) && !isJpeg(bytes)) throw new Error('neither PNG nor JPEG');
      return bytes;
    } catch (err) {
      this.logger.warn({ url, error: String(err) }, 'logo not embedded (invoice PDF, mail)');
      return null;
    }
  }
}
