import { useDeferredValue, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSetupEntriesQuery } from '@voltdesk/app-core';
import { useSiteAppConfigQuery, useSiteLandingQuery, type LandingData } from './site-api';

export interface SiteData extends LandingData {
  /** The public URL for canonical links and Open Graph (from /app-config.json), without a trailing slash. */
  publicUrl: string | null;
  siteTitle: string;
  /** True until the first answer (or failure) of the landing data. */
  isLoading: boolean;
  /** True once some setup is known (landing data, or getSingleSetup while it loads), or both failed. */
  setupReady: boolean;
}

const EMPTY: LandingData = { singleSetups: {}, testimonials: [], cards: [], navbars: [], charge: [] };

/** Used when the company has not named the site yet. */
export const FALLBACK_SITE_TITLE = 'Electrical Services';

/**
 * Everything every public page shares: the landing data (`landding` with the key from /app-config.json:
 * setup, navbars, cards, testimonials, charges). RTK Query caches it, so it is fetched once per visit
 * whatever page asks. When the landing call cannot be made (no config, wrong key), the setup comes from
 * `getSingleSetup` (already loaded by the shell), so the header and footer still show the company.
 *
 * The answer is deferred (`useDeferredValue`): when data arrives, the header, footer and page re-render in a
 * transition React splits into short tasks, instead of one long task that keeps a slow phone from reacting
 * to a tap. (The store's own update is synchronous; the memoised components skip it and wait for this.)
 */
export function useSiteData(): SiteData {
  const config = useSiteAppConfigQuery();
  const key = config.data?.landingKey;
  const landing = useSiteLandingQuery(key ?? skipToken);
  const landingFailed = config.isError || (config.isSuccess && !key) || landing.isError;
  // Loaded by the shell on start anyway (cached), so this costs no request there; it fills the header
  // while the landing data loads and stands in for it when it fails.
  const setupFallback = useSetupEntriesQuery();
  const siteData = useMemo((): SiteData => {
    const data = landing.data ?? EMPTY;
    const singleSetups = landing.data ? data.singleSetups : (setupFallback.data ?? {});
    return {
      ...data,
      singleSetups,
      publicUrl: config.data?.publicUrl ?? null,
      siteTitle: singleSetups.websiteData?.title ?? FALLBACK_SITE_TITLE,
      isLoading: !landing.data && !landingFailed,
      setupReady: Boolean(landing.data || setupFallback.data || (landingFailed && !setupFallback.isLoading)),
    };
  }, [landing.data, landingFailed, setupFallback.data, setupFallback.isLoading, config.data?.publicUrl]);
  return useDeferredValue(siteData);
}
