import type { RootState } from '@voltdesk/app-core';

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

/** Lets the browser run what is waiting (input, paint) before the next piece of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the page in pieces, each its own task: React, then the store and its api, then the site's
 * routes, then hydration (itself yielding, as a transition). Run as one task, the modules' evaluation
 * held the main thread for over 100 ms on a busy phone-class CPU, and a tap meanwhile waited for all of it.
 */
async function start(root: HTMLElement): Promise<void> {
  // `eager`: each piece is in this file's chunk already (one download); only its evaluation is put off.
  const [{ startTransition, createElement }, { createRoot, hydrateRoot }] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react'),
    import(/* webpackMode: "eager" */ 'react-dom/client'),
  ]);
  await nextTask();
  const { api, makeStore, readStoredSession } = await import(/* webpackMode: "eager" */ '@voltdesk/app-core');
  await nextTask();
  const { PublicApp } = await import(/* webpackMode: "eager" */ './public-app');
  await nextTask();
  // A signed-in admin sees more than the visitor the server rendered for (drafts as previews): their page
  // is drawn afresh with their session. A visitor's page is hydrated from the server's answers, as a
  // transition so hydration yields to the browser instead of holding the main thread for the whole page.
  const rendered = readStoredSession().token ? undefined : renderedState();
  if (rendered) {
    const store = makeStore(rendered);
    startTransition(() => {
      hydrateRoot(root, createElement(PublicApp, { store }));
    });
    return;
  }
  const store = makeStore();
  void store.dispatch(api.endpoints.setupEntries.initiate(undefined, { subscribe: false }));
  createRoot(root).render(createElement(PublicApp, { store }));
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from the page');
void start(root);
