import type { DocumentAssets } from './document';

export type { DocumentAssets };

interface ManifestAssets {
  js?: { sync?: string[] };
  css?: { sync?: string[] };
}

interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { path?: string; assets?: ManifestAssets }[];
}

/**
 * The site remote's stylesheet and first scripts (its entry and the `./routes` chunk), from its
 * `mf-manifest.json` served at `manifestUrl` (a path of the public origin, `/remotes/site/mf-manifest.json`
 * or a release's). The stylesheet goes into the rendered page's head, so the page is drawn styled at once;
 * the scripts are fetched early, as the shell's entry would ask for them anyway.
 */
export function siteAssetsOf(manifest: unknown, manifestUrl: string): DocumentAssets {
  const m = (manifest ?? {}) as Manifest;
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const at = (file: string) => `${base}${file.replace(/^\.?\//, '')}`;
  const routes = m.exposes?.find((e) => e.path === './routes')?.assets;
  const entry = m.metaData?.remoteEntry;
  const entryFile = entry?.name ? [entry.path, entry.name].filter(Boolean).join('/') : undefined;
  return {
    styles: (routes?.css?.sync ?? []).map(at),
    scripts: [...(entryFile ? [entryFile] : []), ...(routes?.js?.sync ?? [])].map(at),
  };
}
