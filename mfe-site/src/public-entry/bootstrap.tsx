import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { api, makeStore, readStoredSession, type RootState } from '@voltdesk/app-core';
import { PublicApp } from './public-app';

/** Where the server put the store it drew the page with (a JSON data block, never run: see the CSP). */
const RENDERED_STATE_ID = 'vd-state';

function renderedState(): Partial<RootState> | undefined {
  const text = document.getElementById(RENDERED_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as Partial<RootState>;
  } catch {
    return undefined;
  }
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');

// A signed-in admin sees more than the visitor the server rendered for (drafts as previews): their page is
// drawn afresh with their session. A visitor's page is hydrated from the server's answers, as a transition
// so hydration yields to the browser instead of holding the main thread for the whole page.
const rendered = readStoredSession().token ? undefined : renderedState();
if (rendered) {
  startTransition(() => {
    hydrateRoot(root, <PublicApp store={makeStore(rendered)} />);
  });
} else {
  const store = makeStore();
  void store.dispatch(api.endpoints.setupEntries.initiate(undefined, { subscribe: false }));
  createRoot(root).render(<PublicApp store={store} />);
}
