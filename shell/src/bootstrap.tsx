import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { api, makeStore, readStoredSession } from '@voltdesk/app-core';
import { App } from './app/app';
import { readRenderedState } from './app/rendered-state';
import { preloadRemoteArea } from './features/remotes/remote-area';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

/**
 * A public page the server rendered (docs/decisions/0013-server-rendered-public-pages.md) is hydrated:
 * the store starts from the answers the server drew it with and the site's routes are loaded first, so the
 * first render is the server's markup. A signed-in admin's page is drawn afresh instead, since an admin
 * sees more than the visitor the server rendered for (drafts as previews).
 */
async function start(root: HTMLElement): Promise<void> {
  const rendered = readStoredSession().token ? undefined : readRenderedState();
  if (rendered) {
    const hydrating = await preloadRemoteArea('site').then(
      () => true,
      () => false,
    );
    if (hydrating) {
      // As a transition, hydration yields to the browser every few milliseconds instead of holding the
      // main thread for the whole page: the visitor already sees the server's markup, and a tap meanwhile
      // is answered (React hydrates what was tapped first).
      startTransition(() => {
        hydrateRoot(root, <App store={makeStore(rendered)} />);
      });
      return;
    }
  }
  const store = makeStore();
  // Into the cache before the first render (its request was started by index.ts).
  void store.dispatch(api.endpoints.setupEntries.initiate(undefined, { subscribe: false }));
  createRoot(root).render(<App store={store} />);
}

void start(container);
