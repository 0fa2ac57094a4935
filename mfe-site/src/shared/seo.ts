import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import {
  documentTitle,
  jsonLdText,
  PageHeadContext,
  useDocumentTitle,
  type PageHead,
} from '@voltdesk/app-core';
import { useSiteData } from './use-site-data';

export interface SeoOptions {
  /** The screen title; the document title becomes "<title> | <site title>" (app-core's useDocumentTitle). */
  title: string;
  description: string;
  /** A media path or absolute URL for og:image; none: the logo. */
  image?: string;
  type?: 'website' | 'article';
  /**
   * A page only reached from a link in a mail (its outcome in the query), or a 404: kept out of search
   * engines.
   */
  noindex?: boolean;
  /** Structured data of the page (structured-data.ts), written as one JSON-LD script. */
  jsonLd?: object;
}

/** Where the blog's RSS feed is (svc-content's `rss`, answered at the root like the site map). */
export const RSS_PATH = '/rss.xml';

const MARK = 'data-site-head';

/** The page's origin for canonical links when no public URL is configured (none on the server). */
export const pageOrigin = (publicUrl: string | null): string =>
  publicUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);

function absolute(url: string, base: string): string {
  try {
    return new URL(url, `${base}/`).href;
  } catch {
    return url;
  }
}

function setTag(selector: string, create: () => HTMLElement, attr: string, value: string | undefined) {
  let el = document.head.querySelector<HTMLElement>(selector);
  if (!value) {
    if (el?.hasAttribute(MARK)) el.remove();
    return;
  }
  if (!el) {
    el = create();
    el.setAttribute(MARK, '');
    document.head.appendChild(el);
  }
  el.setAttribute(attr, value);
}

/**
 * The page's JSON-LD: a data block, not a script (the Content-Security-Policy does not apply to it and
 * nothing runs it). `<` is escaped so no text of the company's can close the element.
 */
function jsonLdTag(json: string | undefined) {
  let el = document.head.querySelector<HTMLScriptElement>(`script[type="application/ld+json"][${MARK}]`);
  if (!json) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement('script');
    el.type = 'application/ld+json';
    el.setAttribute(MARK, '');
    document.head.appendChild(el);
  }
  el.textContent = jsonLdText(json);
}

function meta(kind: 'name' | 'property', key: string, value: string | undefined) {
  setTag(
    `meta[${kind}="${key}"]`,
    () => {
      const m = document.createElement('meta');
      m.setAttribute(kind, key);
      return m;
    },
    'content',
    value,
  );
}

type HeadTag = [PageHead['meta'][number]['kind'], string, string | undefined];

/** The meta tags of a page, as the server writes them into its HTML and the browser into <head>. */
function headTags(page: {
  description?: string;
  type: string;
  siteTitle: string;
  fullTitle: string;
  canonical: string;
  imageUrl?: string;
  noindex: boolean;
}): HeadTag[] {
  const { description, type, siteTitle, fullTitle, canonical, imageUrl, noindex } = page;
  return [
    ['name', 'description', description || undefined],
    ['property', 'og:type', type],
    ['property', 'og:site_name', siteTitle],
    ['property', 'og:title', fullTitle],
    ['property', 'og:description', description || undefined],
    ['property', 'og:url', canonical],
    ['property', 'og:image', imageUrl],
    ['name', 'twitter:card', imageUrl ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', fullTitle],
    ['name', 'twitter:description', description || undefined],
    ['name', 'twitter:image', imageUrl],
    ['name', 'robots', noindex ? 'noindex' : undefined],
  ];
}

/**
 * Title, meta description, canonical URL, Open Graph / Twitter tags, the blog feed's link and the page's
 * JSON-LD of a public screen, written straight into <head> in an effect. No head library: the shell owns the root (a HelmetProvider would have to live
 * there) and this is some 60 lines against about 5 KB gzip on a budgeted page. The canonical URL is the
 * configured public URL (`publicUrl` of /app-config.json) plus the path, without the query string except
 * `page` of a paginated list. The tags are removed when the site area unmounts (e.g. going to /admin).
 */
export function useSeo({
  title,
  description,
  image,
  type = 'website',
  noindex = false,
  jsonLd,
}: SeoOptions): void {
  useDocumentTitle(title);
  const { siteTitle, publicUrl, singleSetups } = useSiteData();
  const { pathname, search } = useLocation();
  const base = pageOrigin(publicUrl);
  const page = new URLSearchParams(search).get('page');
  const canonical = `${base}${pathname}${page && page !== '1' ? `?page=${page}` : ''}`;
  const fullTitle = documentTitle(title, siteTitle);
  // A page without a picture of its own is shared with the company's logo.
  const picture = image || singleSetups.websiteLogo?.image;
  const imageUrl = picture ? absolute(picture, base) : undefined;
  const structured = jsonLd ? JSON.stringify(jsonLd) : undefined;
  const tags = headTags({ description, type, siteTitle, fullTitle, canonical, imageUrl, noindex });
  const reportHead = useContext(PageHeadContext);
  if (reportHead) {
    reportHead({
      title: fullTitle,
      meta: tags.flatMap(([kind, key, value]) => (value ? [{ kind, key, value }] : [])),
      canonical,
      rss: { href: `${base}${RSS_PATH}`, title: `${siteTitle} blog` },
      ...(structured ? { jsonLd: structured } : {}),
    });
  }

  useEffect(() => {
    setTag(
      'link[rel="canonical"]',
      () => {
        const l = document.createElement('link');
        l.rel = 'canonical';
        return l;
      },
      'href',
      canonical,
    );
    for (const [kind, key, value] of headTags({
      description,
      type,
      siteTitle,
      fullTitle,
      canonical,
      imageUrl,
      noindex,
    })) {
      meta(kind, key, value);
    }
    setTag(
      'link[rel="alternate"][type="application/rss+xml"]',
      () => {
        const l = document.createElement('link');
        l.rel = 'alternate';
        l.type = 'application/rss+xml';
        return l;
      },
      'href',
      `${base}${RSS_PATH}`,
    );
    document.head
      .querySelector('link[rel="alternate"][type="application/rss+xml"]')
      ?.setAttribute('title', `${siteTitle} blog`);
    jsonLdTag(structured);
  }, [description, canonical, type, siteTitle, fullTitle, imageUrl, noindex, base, structured]);

  useEffect(
    () => () => {
      document.head.querySelectorAll(`[${MARK}]`).forEach((el) => el.remove());
    },
    [],
  );
}
