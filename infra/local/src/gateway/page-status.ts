import { API_PREFIX, contentEndpoints, isShellPage, matchPublicPage } from '@voltdesk/contracts';

/** The HTTP status the shell's index.html goes out with for a client-side route. */
export type DocumentStatus = 200 | 404 | 503;

/**
 * What a browser's request for a page is answered with (docs/decisions/0009-http-404-for-unknown-pages.md):
 * the shell's own screens (login, admin) always 200, since their guards decide what they show; a path the
 * public page list (libs/contracts) has no route for 404 without asking anyone; a page of one record
 * (`/details/:slug`) by svc-content's `public_page` answer. When svc-content cannot answer, 503: the page
 * would show "could not be loaded" and a search engine should come back later rather than index it.
 */
export function documentStatusOf(contentUrl: string, timeoutMs: number) {
  const endpoint = `${contentUrl}${API_PREFIX}${contentEndpoints.publicPage.path}`;
  return async (pathname: string): Promise<DocumentStatus> => {
    if (isShellPage(pathname)) return 200;
    const match = matchPublicPage(pathname);
    if (!match) return 404;
    if (match.slug === undefined) return 200;
    try {
      const res = await fetch(`${endpoint}?${new URLSearchParams({ path: pathname })}`, {
        headers: { Accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.body?.cancel();
      if (res.ok) return 200;
      // 404, or a path svc-content refuses to look up (422: too long to be one of ours).
      return res.status < 500 ? 404 : 503;
    } catch {
      return 503;
    }
  };
}
