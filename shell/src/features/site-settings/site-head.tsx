import { useEffect } from 'react';
import { useSetupEntriesQuery } from '@voltdesk/app-core';

const DEFAULT_FAVICON = '/favicon.svg';

/**
 * Loads the site data on start (always, spec section 4) and makes the page's favicon follow the saved
 * settings. Screen titles come from `useDocumentTitle`, which adds the saved site title.
 */
export function SiteHead() {
  const { data } = useSetupEntriesQuery();
  const favicon = data?.favicon?.image || DEFAULT_FAVICON;
  const siteTitle = data?.websiteData?.title?.trim();

  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'icon';
      document.head.appendChild(link);
    }
    link.href = favicon;
  }, [favicon]);

  // Public screens are titled by the site remote; until it does, the tab shows the site's name.
  useEffect(() => {
    if (siteTitle && (!document.title || document.title === 'Voltdesk')) document.title = siteTitle;
  }, [siteTitle]);

  return null;
}
