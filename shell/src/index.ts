import { preloadRemoteRoutes } from './features/remotes/remote-loader';

// The public pages are the site remote's: start fetching it now, in parallel with the shell's own chunks.
// (The admin area waits for the session check, and /login is the shell's.)
if (!/^\/(admin|login)(\/|$)/.test(window.location.pathname)) preloadRemoteRoutes('site');

// Module Federation needs an async boundary before any shared module is used: the shared singletons are
// negotiated while this import loads.
void import('./bootstrap');
