/**
 * The composition root of server rendering (docs/decisions/0013-server-rendered-public-pages.md): the
 * shell's render module with the site remote's server entry in it, as the browser composes the two through
 * module federation. Neither front end imports the other; this package imports both, and scripts/build.ts
 * bundles it into dist/render.mjs (imported by the local gateway) and dist/main.mjs (the production render
 * server).
 */
import { siteServerEntry } from '@voltdesk/mfe-site/server';
import {
  createPageRenderer as createShellPageRenderer,
  type PageRenderer,
  type PageRendererOptions,
} from '@voltdesk/shell/server';

export {
  setApiOrigin,
  SITE_PUBLIC_ENTRY,
  siteAssetsOf,
  type DocumentAssets,
  type PageDocument,
  type PageRenderer,
} from '@voltdesk/shell/server';

/** Rendered public pages of the site inside the shell, cached (the shell's `createPageRenderer`). */
export function createPageRenderer(options: Omit<PageRendererOptions, 'site'>): PageRenderer {
  return createShellPageRenderer({ ...options, site: siteServerEntry });
}
