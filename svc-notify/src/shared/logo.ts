import type { Logger } from 'pino';

const MAX_BYTES = 2 * 1024 * 1024;
const TIMEOUT_MS = 5000;
const KEEP_MS = 10 * 60_000;

const isPng = (b: Buffer) =>
  b.length > 8 && b.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
const isJpeg = (b: Buffer) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;

/**
 * The site logo for invoice PDFs. svc-notify stores no media: the logo is svc-content's, served under
 * `PUBLIC_URL/media/...` by the gateway, so it is read from there, and only from there (a setting pointing
 * anywhere else is not fetched: svc-notify makes no request to an address an admin typed). Kept for ten
 * minutes, so a newsletter-sized run of reminders reads it once. PNG and JPEG only (what pdfkit draws),
 * recognised by their bytes, 2 MiB at most; anything else, or a slow or failing answer, gives null and the
 * invoice is headed by the business name alone.
 */
export class LogoSource {
  private cache = new Map<string, { at: number; logo: Promise<Buffer | null> }>();

  constructor(
    private readonly publicUrl: string,
    private readonly logger: Logger,
  ) {}

  load(url: string | null): Promise<Buffer | null> {
    if (!url) return Promise.resolve(null);
    let origin: string;
    try {
      origin = new URL(url).origin;
    } catch {
      return Promise.resolve(null);
    }
    if (origin !== new URL(this.publicUrl).origin) return Promise.resolve(null);
    const hit = this.cache.get(url);
    if (hit && Date.now() - hit.at < KEEP_MS) return hit.logo;
    const logo = this.fetch(url);
    this.cache.set(url, { at: Date.now(), logo });
    return logo;
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
      this.logger.warn({ url, error: String(err) }, 'logo not used on the invoice PDF');
      // Try again on the next mail rather than in ten minutes: the gateway may only have been starting.
      this.cache.delete(url);
      return null;
    }
  }
}
