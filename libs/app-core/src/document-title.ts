import { useEffect } from 'react';
import { api } from './api/api';

/** Separators people put between a page's name and the brand ("Fuse boxes | Voltdesk", "… – Voltdesk"). */
const SEPARATOR = /\s+[|–—·-]\s+/;

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * Whether `title` names the site already: it ends with the site title, or its last segment after a
 * separator is the site title, the site title's first words ("Voltdesk" of "Voltdesk Electrical") or holds
 * it. An SEO title an editor wrote with the brand in it then does not get the brand a second time.
 */
function namesSite(title: string, siteTitle: string): boolean {
  const site = words(siteTitle);
  const whole = words(title);
  if (site.length === 0) return true;
  if (whole.slice(-site.length).join(' ') === site.join(' ')) return true;
  const segments = title.split(SEPARATOR);
  if (segments.length < 2) return false;
  const last = words(segments.at(-1) ?? '');
  if (last.length === 0) return false;
  const startsSite = last.length <= site.length && last.every((word, i) => word === site[i]);
  return startsSite || last.join(' ').includes(site.join(' '));
}

/** "<screen> | <site title>", unless the screen's title names the site already (then as it is). */
export function documentTitle(screenTitle: string, siteTitle: string | undefined): string {
  const site = siteTitle?.trim();
  if (!site || namesSite(screenTitle, site)) return screenTitle;
  return `${screenTitle} | ${site}`;
}

/**
 * Sets the document title of a screen: "<screen> | <site title>" once the setup data (loaded by the shell
 * on start) names the site, "<screen>" before (see `documentTitle`). Reads the cached setup only; it never
 * starts a request.
 */
export function useDocumentTitle(screenTitle: string): void {
  const { data } = api.endpoints.setupEntries.useQueryState();
  const siteTitle = data?.websiteData?.title?.trim();
  useEffect(() => {
    document.title = documentTitle(screenTitle, siteTitle);
  }, [screenTitle, siteTitle]);
}
