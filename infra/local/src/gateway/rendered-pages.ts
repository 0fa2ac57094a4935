import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A rendered page document (infra/render). */
export interface PageDocument {
  status: 200 | 404 | 503;
  html: string;
}

/** What the gateway needs of the page renderer (infra/render, the shell's page-renderer.ts). */
export interface PageRenderer {
  render(pathname: string, search: string): Promise<PageDocument | undefined>;
  invalidate(): void;
}

interface RenderModule {
  createPageRenderer(options: {
    template: () => Promise<string>;
    appConfig: { landingKey: string | null; publicUrl: string | null };
    assets: () => Promise<{ styles: readonly string[]; scripts?: readonly string[] }>;
    ttlMs: number;
  }): PageRenderer;
  siteAssetsOf(
    manifest: unknown,
    manifestUrl: string,
    publicEntry?: unknown,
  ): { styles: string[]; scripts?: string[] };
  SITE_PUBLIC_ENTRY: string;
  setApiOrigin(origin: string, others?: { pos?: string }): void;
}

/**
 * How long a rendered page is served from memory: svc-content's landing cache time (its default
 * LANDING_CACHE_TTL_MS), so a page is never staler than the JSON it is drawn from. Writes through this
 * gateway empty it at once (index.ts).
 */
export const PAGE_CACHE_TTL_MS = 30_000;

const SITE_MANIFEST = '/remotes/site/mf-manifest.json';

/**
 * The page renderer (`npm run build -w infra/render` writes infra/render/dist/render.mjs), set up for this
 * gateway: the site's reads go straight to svc-content (a customer link's to svc-pos), the template is the built shell's index.html, the
 * site's stylesheet comes from its built manifest. Undefined when the render bundle is not built: the
 * gateway then serves the plain index.html, as before server rendering.
 */
export async function loadPageRenderer(options: {
  root: string;
  contentUrl: string;
  /** svc-pos, for the pages of customer links (a dead link is a 404 page). */
  posUrl?: string;
  appConfig: { landingKey: string; publicUrl: string };
  ttlMs?: number;
}): Promise<PageRenderer | undefined> {
  const bundle = path.join(options.root, 'infra/render/dist/render.mjs');
  if (!existsSync(bundle)) return undefined;
  const render = (await import(pathToFileURL(bundle).href)) as RenderModule;
  render.setApiOrigin(options.contentUrl, options.posUrl ? { pos: options.posUrl } : {});
  const shellIndex = path.join(options.root, 'shell/dist/index.html');
  const siteManifest = path.join(options.root, 'mfe-site/dist/mf-manifest.json');
  // Read per render that misses the cache: a rebuilt front end is picked up without a restart.
  return render.createPageRenderer({
    template: () => readFile(shellIndex, 'utf8'),
    appConfig: {
      landingKey: options.appConfig.landingKey || null,
      publicUrl: options.appConfig.publicUrl.replace(/\/+$/, '') || null,
    },
    assets: async () => {
      const json = async (file: string): Promise<unknown> =>
        JSON.parse(await readFile(file, 'utf8').catch(() => 'null'));
      // The site's public-pages bundle (beside its manifest) starts its pages without the shell.
      const publicEntry = path.join(path.dirname(siteManifest), render.SITE_PUBLIC_ENTRY);
      const [manifest, entry] = await Promise.all([json(siteManifest), json(publicEntry)]);
      return render.siteAssetsOf(manifest, SITE_MANIFEST, entry);
    },
    ttlMs: options.ttlMs ?? PAGE_CACHE_TTL_MS,
  });
}
