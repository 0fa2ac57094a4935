/**
 * The server rendering of public pages (docs/decisions/0013-server-rendered-public-pages.md), bundled by
 * scripts/build-server.ts into dist-server/render.mjs: the local gateway imports it, the production render
 * server (main.ts) runs it.
 */
export {
  createPageRenderer,
  type PageDocument,
  type PageRenderer,
  type PageRendererOptions,
} from './page-renderer';
export { SITE_PUBLIC_ENTRY, siteAssetsOf, type DocumentAssets } from './site-assets';
export { setApiOrigin, type OtherApiOrigins } from './api-origin';
