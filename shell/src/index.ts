import { fetchEarly } from '@voltdesk/app-core/early-fetch';
import { preloadRemoteRoutes } from './features/remotes/remote-loader';
import { RENDERED_STATE_ID } from './app/rendered-state';

// Work that need not wait for the shell's own chunks, started as soon as this entry runs:
// - the site setup every page shows (header, footer, landing hero, the admin's site name), unless the page
//   was rendered on the server with it;
// - on a public path, the site remote (the admin area waits for the session check; /login is the shell's).
function start(rendered: boolean): void {
  if (!rendered) fetchEarly('getSingleSetup');
  if (!/^\/(admin|login)(\/|$)/.test(window.location.pathname)) preloadRemoteRoutes('site');
  // Module Federation needs an async boundary before any shared module is used: the shared singletons are
  // negotiated while this import loads.
  void import('./bootstrap');
}

/** How long a server-rendered page waits at most for its first paint before the app starts anyway. */
const FIRST_PAINT_WAIT_MS = 3000;

/**
 * A server-rendered page is already what the visitor sees, so its app starts once the browser has painted
 * it: no script download or evaluation holds up that first paint, and the page's images get the network
 * first. A page in a background tab (never painted) starts at once.
 */
function afterFirstPaint(run: () => void): void {
  const paintObserved =
    typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
  if (document.visibilityState !== 'visible' || !paintObserved) return run();
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    run();
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) go();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(go, FIRST_PAINT_WAIT_MS);
}

if (document.getElementById(RENDERED_STATE_ID)) afterFirstPaint(() => start(true));
else start(false);
