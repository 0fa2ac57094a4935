import { afterFirstPaint } from '@voltdesk/app-core/after-first-paint';
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

if (document.getElementById(RENDERED_STATE_ID)) afterFirstPaint(() => start(true));
else start(false);
