import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom/server';
import {
  api,
  makeStore,
  PageHeadContext,
  type AppStore,
  type PageHead,
  type PublicConfig,
  type RemoteServerEntry,
} from '@voltdesk/app-core';
import { isShellPage, matchPublicPage } from '@voltdesk/contracts';
import { AppContent, ROUTER_FUTURE } from '../app/app';
import { RemoteLoaderProvider, rememberRemote } from '../features/remotes/remote-area';
import type { RemoteLoader } from '../features/remotes/remote-loader';

/** A rendered public page: its status, its head and body markup, and the store the browser hydrates from. */
export interface RenderedPage {
  status: 200 | 404 | 503;
  head: PageHead | undefined;
  /** The 404 page when the path is no page of the site (its head is the shell's). */
  notFound: boolean;
  /** What goes inside `#root`. */
  html: string;
  /** The api state the browser's store starts from (hydrateRoot needs the same data the server had). */
  state: unknown;
  siteTitle: string | undefined;
  favicon: string | undefined;
}

/** On the server the site's routes are at hand: the shell's RemoteArea draws them at once. */
const loaders = new WeakMap<RemoteServerEntry, RemoteLoader>();
function siteLoaderOf(site: RemoteServerEntry): RemoteLoader {
  let loader = loaders.get(site);
  if (!loader) {
    loader = () => Promise.resolve(site.Routes);
    rememberRemote(loader, 'site', site.Routes);
    loaders.set(site, loader);
  }
  return loader;
}

/** The whole tree, rendered once every lazy page and every Suspense boundary is ready. */
function renderTree(
  store: AppStore,
  location: string,
  sink: { head?: PageHead },
  siteLoader: RemoteLoader,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    out.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    const stream = renderToPipeableStream(
      <Provider store={store}>
        <StaticRouter location={location} future={ROUTER_FUTURE}>
          <RemoteLoaderProvider loader={siteLoader}>
            <PageHeadContext.Provider value={(head) => (sink.head = head)}>
              <AppContent />
            </PageHeadContext.Provider>
          </RemoteLoaderProvider>
        </StaticRouter>
      </Provider>,
      {
        // Everything is awaited before a byte goes out, so React writes no inline script to fill in late
        // boundaries (the Content-Security-Policy allows none).
        onAllReady: () => stream.pipe(out),
        onShellError: reject,
        onError: (error) => {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      },
    );
  });
}

/**
 * The api state as the browser's store takes it: the answers and their tags, nothing of the server's own
 * (subscriptions, settings), which the browser's store starts afresh.
 */
function hydrationState(store: AppStore): unknown {
  const { queries, provided } = store.getState()[api.reducerPath];
  return { [api.reducerPath]: { queries, provided } };
}

/**
 * Renders the public page at `pathname` + `search` with the shell around it, as the browser will hydrate
 * it: the page's answers are read first (the site's `prefetch`, through the site's api object), so
 * the markup holds the content, and the head the page's title, description, canonical, social tags and
 * JSON-LD. Undefined for the shell's own screens (login, admin), which are not rendered on the server.
 */
export async function renderPage(
  site: RemoteServerEntry,
  pathname: string,
  search: string,
  config: PublicConfig,
): Promise<RenderedPage | undefined> {
  if (isShellPage(pathname)) return undefined;
  const store = makeStore();
  const page = matchPublicPage(pathname);
  // A path of no page still draws the shell's 404 page with the site's setup (its favicon and title).
  const outcome = await site.prefetch(store, page ? pathname : '/404', page ? search : '', config);
  const sink: { head?: PageHead } = {};
  const html = await renderTree(store, `${pathname}${search}`, sink, siteLoaderOf(site));
  const setup = api.endpoints.setupEntries.select()(store.getState()).data;
  const state = hydrationState(store);
  // The store goes with this request: its cache timers must not keep the process busy.
  store.dispatch(api.util.resetApiState());
  return {
    status: page ? outcome.status : 404,
    head: sink.head,
    notFound: !page,
    html,
    state,
    siteTitle: setup?.websiteData?.title?.trim() || undefined,
    favicon: setup?.favicon?.image || undefined,
  };
}
