import type { PublicConfig, RemoteServerEntry } from '@voltdesk/app-core';
import { composeDocument, type DocumentAssets } from './document';
import { renderPage } from './render-page';

/** A document for a page request, or undefined: serve the shell's plain index.html (a shell screen). */
export interface PageDocument {
  status: 200 | 404 | 503;
  html: string;
}

export interface PageRendererOptions {
  /** The site remote's server entry (mfe-site's `siteServerEntry`), composed in by the render server. */
  site: RemoteServerEntry;
  /** The built shell's index.html (the template every page is written into). */
  template: () => Promise<string>;
  /** What the browser reads from /app-config.json (the landing key and the public URL). */
  appConfig: PublicConfig;
  /** The site remote's stylesheets and first scripts, for the head (read from its manifest). */
  assets: () => Promise<DocumentAssets>;
  /**
   * How long a rendered page is served as it is (ms): the time the landing data may be stale in
   * svc-content's own cache, so a page is never staler than the JSON it is drawn from would be.
   */
  ttlMs: number;
  /** At most this many pages are kept (the oldest goes first). */
  maxEntries?: number;
  now?: () => number;
}

export interface PageRenderer {
  /** The document for `pathname` (decoded, no dot segments) and its query string (with its `?`, or ''). */
  render(pathname: string, search: string): Promise<PageDocument | undefined>;
  /** Forgets every rendered page: content was published or changed. */
  invalidate(): void;
}

/**
 * Server-rendered public pages with a cache in front (docs/decisions/0013-server-rendered-public-pages.md):
 * a page is rendered once and then served from memory for `ttlMs`, or until `invalidate()` (a content write
 * seen by the gateway). Concurrent requests for one page share one render. Only 200 and 404 answers are
 * kept; a 503 (svc-content did not answer) is tried afresh next time. The query string counts only where a
 * page reads it (`?page=` of the blog; the newsletter, customer document and portal pages, which read a
 * mail link's token, are never kept); anything else (tracking tags) shares the page's entry, which keeps
 * the cache from being filled by made-up queries.
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const now = options.now ?? Date.now;
  const maxEntries = options.maxEntries ?? 500;
  const entries = new Map<
    string,
    { at: number; generation: number; page: Promise<PageDocument | undefined> }
  >();
  let generation = 0;

  async function renderFresh(pathname: string, search: string): Promise<PageDocument | undefined> {
    const rendered = await renderPage(options.site, pathname, search, options.appConfig);
    if (!rendered) return undefined;
    const [template, assets] = await Promise.all([options.template(), options.assets()]);
    return { status: rendered.status, html: composeDocument(template, rendered, assets) };
  }

  return {
    render(pathname, search) {
      // Pages that answer a mailed link by its query (a token, an outcome) are rendered as asked and
      // never kept: a customer's document is theirs alone, and a link may die at any moment.
      if (NEVER_KEPT.has(pathname.replace(/(.)\/$/, '$1'))) return renderFresh(pathname, search);
      const key = cacheKey(pathname, search);
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.generation === generation && at - hit.at < options.ttlMs) return hit.page;
      const mine = generation;
      const page = renderFresh(pathname, keptSearch(search));
      entries.delete(key);
      entries.set(key, { at, generation: mine, page });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      page.then(
        (doc) => {
          if (doc?.status === 503 && entries.get(key)?.page === page) entries.delete(key);
        },
        () => {
          if (entries.get(key)?.page === page) entries.delete(key);
        },
      );
      return page;
    },
    invalidate() {
      generation += 1;
      entries.clear();
    },
  };
}

/** The newsletter's mail links, a customer link's document and the customer portal. */
const NEVER_KEPT = new Set(['/newsletter', '/document', '/portal']);

/** `?page=N` of the blog list is the only query string a page renders differently for. */
function keptSearch(search: string): string {
  const page = new URLSearchParams(search).get('page');
  return page ? `?page=${encodeURIComponent(page)}` : '';
}

function cacheKey(pathname: string, search: string): string {
  return `${pathname}${keptSearch(search)}`;
}
