import { matchPath } from 'react-router-dom';
import { api, type AppStore, type PublicConfig, type RemoteServerEntry } from '@voltdesk/app-core';
import { POSTS_PER_PAGE } from '../features/blog/blog-list-page';
import { documentsApi } from '../features/documents/documents-api';
import { portalApi } from '../features/portal/portal-api';
import { siteApi } from '../shared/site-api';

/** What one page of the site read from svc-content, as far as the document's status is concerned. */
export type PrefetchOutcome = Awaited<ReturnType<RemoteServerEntry['prefetch']>>;

/** The read of the record a page names (the site's routes.tsx), started; undefined for other pages. */
function readRecord(store: AppStore, pathname: string): Promise<{ error?: unknown }> | undefined {
  const slug = (pattern: string) => matchPath(pattern, pathname)?.params.slug;
  const { endpoints } = siteApi;
  const post = slug('/details/:slug');
  if (post) return store.dispatch(endpoints.sitePost.initiate(post));
  const service = slug('/service/:slug');
  if (service) return store.dispatch(endpoints.siteService.initiate(service));
  const banner = slug('/banner/:slug');
  if (banner) return store.dispatch(endpoints.siteBannerPage.initiate(banner));
  const page = slug('/p/:slug');
  if (page) return store.dispatch(endpoints.siteFreePage.initiate(page));
  return undefined;
}

/** A dead customer link, as svc-pos answers one: the page is the not-found page with a 404. */
const DEAD_LINK = Promise.resolve({ error: { status: 404 } });

/**
 * The read of the customer link a page opens (svc-pos's, through the render server's address for it):
 * `/document?token=` (no token: dead at once) and `/portal?link=`. Undefined for other pages.
 */
function readCustomerLink(
  store: AppStore,
  pathname: string,
  search: string,
): Promise<{ error?: unknown }> | undefined {
  const params = new URLSearchParams(search);
  if (matchPath('/document', pathname)) {
    const token = params.get('token');
    return token ? store.dispatch(documentsApi.endpoints.siteCustomerDocument.initiate(token)) : DEAD_LINK;
  }
  // The portal checks the link only when it is not signing in (as the page does).
  const link = matchPath('/portal', pathname) && !params.get('signin') ? params.get('link') : null;
  return link ? store.dispatch(portalApi.endpoints.portalDocumentLink.initiate(link)) : undefined;
}

/**
 * Fills the store with every answer the page at `pathname` + `search` renders from, with the same
 * endpoints and arguments its screens ask for (so the screens find them cached, on the server and when
 * the browser hydrates): the app configuration (as the gateway serves it), the landing data, the setup,
 * and the page's own read. Asked as a visitor (no token): drafts and scheduled records stay 404, and so
 * does a customer link that does not open a live document.
 */
export async function prefetchSitePage(
  store: AppStore,
  pathname: string,
  search: string,
  config: PublicConfig,
): Promise<PrefetchOutcome> {
  const { dispatch } = store;
  await dispatch(siteApi.util.upsertQueryData('siteAppConfig', undefined, config));
  if (config.landingKey) void dispatch(siteApi.endpoints.siteLanding.initiate(config.landingKey));
  void dispatch(api.endpoints.setupEntries.initiate(undefined));
  const record = readRecord(store, pathname) ?? readCustomerLink(store, pathname, search);
  if (matchPath('/blogs', pathname)) {
    const page = Math.max(1, Number.parseInt(new URLSearchParams(search).get('page') ?? '1', 10) || 1);
    void dispatch(siteApi.endpoints.sitePosts.initiate({ page, perPage: POSTS_PER_PAGE }));
  }
  if (matchPath('/services', pathname) || matchPath('/request-visit', pathname))
    void dispatch(siteApi.endpoints.siteServices.initiate());
  await Promise.all(dispatch(api.util.getRunningQueriesThunk()));
  const error = record ? (await record).error : undefined;
  if (!error) return { status: 200 };
  const status = (error as { status?: unknown }).status;
  return { status: status === 404 || status === 422 ? 404 : 503 };
}
