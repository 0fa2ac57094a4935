import { useEffect } from 'react';
import { api } from './api/api';

/**
 * Sets the document title of a screen: "<screen> | <site title>" once the setup data (loaded by the shell
 * on start) names the site, "<screen>" before. Reads the cached setup only; it never starts a request.
 */
export function useDocumentTitle(screenTitle: string): void {
  const { data } = api.endpoints.getSingleSetup.useQueryState();
  const siteTitle = data?.websiteData?.title?.trim();
  useEffect(() => {
    document.title = siteTitle ? `${screenTitle} | ${siteTitle}` : screenTitle;
  }, [screenTitle, siteTitle]);
}
