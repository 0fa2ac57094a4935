import type { RemoteServerEntry } from '@voltdesk/app-core';
import SiteRoutes from '../routes';
import { prefetchSitePage } from './prefetch';

/**
 * The site's server rendering entry (docs/decisions/0013-server-rendered-public-pages.md): its routes and
 * the reads each page renders from, which the shell's server render draws inside its own layout. Nothing
 * here touches `window` or `document`.
 */
export const siteServerEntry: RemoteServerEntry = { Routes: SiteRoutes, prefetch: prefetchSitePage };
