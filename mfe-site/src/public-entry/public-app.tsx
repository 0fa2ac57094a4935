import { Suspense, useEffect } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation } from 'react-router-dom';
import { ToastHost, type AppStore } from '@voltdesk/app-core';
import { matchPublicPage } from '@voltdesk/contracts';
import SiteRoutes from '../routes';

/** The router options the shell renders and hydrates with (its ROUTER_FUTURE): the same transitions. */
const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

/**
 * A path that is no page of the site (/login, /admin, a link the company typed to an unknown path) belongs
 * to the shell: the browser asks the server for that document, as a link from the site to the admin area
 * is a full page load.
 */
function LeaveForShell() {
  useEffect(() => {
    window.location.replace(window.location.href);
  }, []);
  return null;
}

function PublicArea() {
  const { pathname } = useLocation();
  if (!matchPublicPage(pathname)) return <LeaveForShell />;
  return (
    <div className="vd-public">
      <Suspense fallback={null}>
        <SiteRoutes />
      </Suspense>
    </div>
  );
}

/**
 * The tree a public page hydrates without the shell (docs/decisions/0015-public-pages-without-federation.md):
 * the markup the shell's server render draws for a public path, node for node and Suspense boundary for
 * Suspense boundary (the shell's route Suspense, its `vd-public` area, the remote area's Suspense, the
 * site's routes, the toast host), so hydration adopts the server's markup as it is. The shell's admin
 * screens, session check and federation runtime stay out of it. The routes are the site's one list
 * (routes.tsx), so a page added there works here with no other wiring.
 */
export function PublicApp({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <BrowserRouter future={ROUTER_FUTURE}>
        <Suspense fallback={null}>
          <PublicArea />
        </Suspense>
        <ToastHost />
      </BrowserRouter>
    </Provider>
  );
}
