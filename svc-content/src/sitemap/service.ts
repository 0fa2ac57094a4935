export interface SitemapEntry {
  slug: string;
  updated_at?: Date;
}

/** Where the public URLs come from: each feature lists its active slugs. */
export interface SitemapSources {
  pages: () => Promise<SitemapEntry[]>;
  posts: () => Promise<SitemapEntry[]>;
  services: () => Promise<SitemapEntry[]>;
  bannerPages: () => Promise<SitemapEntry[]>;
}

const STATIC_PATHS = ['/', '/about', '/contact', '/blogs', '/services', '/charges'];

const escapeXml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The site map of every public URL (spec section 9 paths), with PUBLIC_URL as the origin. */
export class SitemapService {
  constructor(private readonly deps: { sources: SitemapSources; publicUrl: string }) {}

  async xml(): Promise<string> {
    const { sources, publicUrl } = this.deps;
    const [pages, posts, services, banners] = await Promise.all([
      sources.pages(),
      sources.posts(),
      sources.services(),
      sources.bannerPages(),
    ]);
    const urls: Array<{ path: string; lastmod?: Date }> = [
      ...STATIC_PATHS.map((path) => ({ path })),
      ...services.map((s) => ({ path: `/service/${s.slug}`, lastmod: s.updated_at })),
      ...banners.map((b) => ({ path: `/banner/${b.slug}`, lastmod: b.updated_at })),
      ...posts.map((p) => ({ path: `/details/${p.slug}`, lastmod: p.updated_at })),
      ...pages.map((p) => ({ path: `/p/${p.slug}`, lastmod: p.updated_at })),
    ];
    const body = urls
      .map(({ path, lastmod }) => {
        const loc = `<loc>${escapeXml(publicUrl + path)}</loc>`;
        const mod = lastmod ? `<lastmod>${new Date(lastmod).toISOString().slice(0, 10)}</lastmod>` : '';
        return `  <url>${loc}${mod}</url>`;
      })
      .join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
  }
}
