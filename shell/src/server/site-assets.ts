import type { DocumentAssets } from './document';

export type { DocumentAssets };

interface ManifestAssets {
  css?: { sync?: string[] };
}

interface Manifest {
  exposes?: { path?: string; assets?: ManifestAssets }[];
}

/**
 * The site remote's stylesheet (of its `./routes`), from its `mf-manifest.json` served at `manifestUrl` (a
 * path of the public origin, `/remotes/site/mf-manifest.json` or a release's). It goes into the rendered
 * page's head, so the page is drawn styled at once.
 */
export function siteAssetsOf(manifest: unknown, manifestUrl: string): DocumentAssets {
  const m = (manifest ?? {}) as Manifest;
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const at = (file: string) => `${base}${file.replace(/^\.?\//, '')}`;
  const routes = m.exposes?.find((e) => e.path === './routes')?.assets;
  return { styles: (routes?.css?.sync ?? []).map(at) };
}
