import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageLoading } from '../shared/states';
import { useSiteData } from '../shared/use-site-data';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Every public page: skip link, header, the page, footer. Inner pages load lazily inside <main>. */
export function SiteLayout() {
  const { singleSetups, navbars, siteTitle, isLoading } = useSiteData();
  const { pathname } = useLocation();

  const mainRef = useRef<HTMLElement>(null);
  const firstPath = useRef(pathname);

  // A new page starts at its top (the browser keeps the scroll position on client-side navigation), and
  // after a client-side navigation focus moves to <main>, so keyboard and screen-reader users start reading
  // the new page rather than staying on the link they used.
  useEffect(() => {
    window.scrollTo(0, 0);
    if (firstPath.current !== pathname) {
      firstPath.current = '';
      mainRef.current?.focus({ preventScroll: true });
    }
  }, [pathname]);

  return (
    <div className="vs-site">
      <a className="vs-skip" href="#vs-main">
        Skip to main content
      </a>
      <SiteHeader setup={singleSetups} navbars={navbars} siteTitle={siteTitle} loading={isLoading} />
      <main id="vs-main" className="vs-main" tabIndex={-1} ref={mainRef}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter setup={singleSetups} navbars={navbars} siteTitle={siteTitle} />
    </div>
  );
}
