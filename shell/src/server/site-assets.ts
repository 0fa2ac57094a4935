import type { DocumentAssets } from './document';

export type { DocumentAssets };

interface ManifestAssets {
  css?: { sync?: string[] };
}

interface Manifest {
  exposes?: { path?: string; assets?: ManifestAssets }[];
}

/** The site's public-pages bundle (mfe-site's dist/public/public-entry.json): entry scripts and styles. */
interface PublicEntry {
  js?: unknown;
  css?: unknown;
}

/** Where the site's public-pages bundle lies, beside its manifest (mfe-site/rspack.config.ts). */
export const SITE_PUBLIC_ENTRY = 'public/public-entry.json';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];

/**
 * What a rendered public page names from the site (docs/decisions/0015-public-pages-without-federation.md),
 * with URLs under the public origin's path of its `mf-manifest.json` (`manifestUrl`,
 * `/remotes/site/mf-manifest.json` or a release's):
 * - with the site's public-pages bundle (`publicEntry`, its public-entry.json): its stylesheet and its
 *   entry script, which hydrates the page without the shell or the federation runtime;
 * - without it (a site release from before that bundle): the stylesheet of its `./routes` from the
 *   manifest, and the shell's own entry starts the page as before.
 */
export function siteAssetsOf(manifest: unknown, manifestUrl: string, publicEntry?: unknown): DocumentAssets {
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const at = (dir: string) => (file: string) => `${base}${dir}${file.replace(/^\.?\//, '')}`;
  const entry = (publicEntry ?? {}) as PublicEntry;
  const scripts = strings(entry.js);
  if (scripts.length) {
    const dir = SITE_PUBLIC_ENTRY.slice(0, SITE_PUBLIC_ENTRY.lastIndexOf('/') + 1);
    return { styles: strings(entry.css).map(at(dir)), scripts: scripts.map(at(dir)) };
  }
  const m = (manifest ?? {}) as Manifest;
  const routes = m.exposes?.find((e) => e.path === './routes')?.assets;
  return { styles: (routes?.css?.sync ?? []).map(at('')) };
}
