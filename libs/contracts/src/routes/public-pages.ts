import { slugField } from '../schemas/content/fields';

/**
 * The public website's pages (spec section 9 paths), the one list the shell, the local gateway, the
 * production web server and svc-content all read (docs/decisions/0009-http-404-for-unknown-pages.md). A
 * page whose path names a record (`/details/:slug`) says which kind of record, so whoever answers the
 * document request can ask svc-content whether it exists and answer 404 when it does not.
 */
export type PublicRecordKind = 'post' | 'page' | 'servicePage' | 'bannerPage';

export interface PublicPage {
  /** Relative to the site's mount point `/` (react-router's syntax); `/` itself is the landing page. */
  path: string;
  /** What `:slug` names, for a page of one record. */
  slugOf?: PublicRecordKind;
}

export const publicPages = [
  { path: '/' },
  { path: 'about' },
  { path: 'contact' },
  { path: 'blogs' },
  { path: 'services' },
  { path: 'service/:slug', slugOf: 'servicePage' },
  { path: 'banner/:slug', slugOf: 'bannerPage' },
  { path: 'charges' },
  { path: 'request-visit' },
  // A mailed quote's or invoice's customer link (`/document?token=`): the document, its PDF, the answer.
  { path: 'document' },
  // The customer portal: a customer's quotes, invoices and payments, after a sign-in link by e-mail.
  { path: 'portal' },
  { path: 'details/:slug', slugOf: 'post' },
  { path: 'p/:slug', slugOf: 'page' },
  // Where the newsletter's confirmation and unsubscribe links land (svc-content redirects there).
  { path: 'newsletter' },
] as const satisfies readonly PublicPage[];

export type PublicPageMatch =
  { page: PublicPage; slug?: undefined } | { page: PublicPage & { slugOf: PublicRecordKind }; slug: string };

/** A slug svc-content can have stored (its contract's pattern): anything else names no record. */
const SLUG = new RegExp(slugField.pattern);

/**
 * The public page a decoded URL path (no query string) shows, or undefined for a path the site has no
 * page for. A trailing slash is tolerated as react-router tolerates it; an empty or nested slug, or one
 * svc-content could not have stored, is no match.
 */
export function matchPublicPage(pathname: string): PublicPageMatch | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  for (const page of publicPages as readonly PublicPage[]) {
    if (page.path === '/') {
      if (trimmed === '/') return { page };
      continue;
    }
    const [head, param] = page.path.split('/:');
    if (!param) {
      if (trimmed === `/${page.path}`) return { page };
      continue;
    }
    const prefix = `/${head}/`;
    if (!trimmed.startsWith(prefix)) continue;
    const slug = trimmed.slice(prefix.length);
    if (SLUG.test(slug) && page.slugOf) return { page: { ...page, slugOf: page.slugOf }, slug };
  }
  return undefined;
}

/**
 * Paths of the shell's own screens that are not site pages: the guards and the admin layout decide what
 * they show (a login form, a redirect, the admin area's own 404), so their document is always answered.
 */
export const shellPagePrefixes = ['/login', '/forgot-password', '/reset-password', '/admin'] as const;

export function isShellPage(pathname: string): boolean {
  return shellPagePrefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}
