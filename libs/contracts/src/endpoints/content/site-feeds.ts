import { defineEndpoints } from '../endpoint';

/** What the site answers besides its pages: the site map, whether a page exists, the RSS feed. */
export const siteFeedEndpoints = defineEndpoints({
  /** The XML site map; the service also answers /sitemap.xml (where search engines ask) with it. */
  sitemap: {
    name: 'sitemap',
    method: 'GET',
    path: 'sitemap.xml',
    service: 'content',
    access: 'public',
    errors: 'data',
    view: 'raw',
    errorStatuses: [],
  },
  /**
   * 200 when the site has a page at `path` (a known route; for a post, page, service or banner page an
   * active one), else 404: the gateway and the web server answer a browser's request for an unknown page
   * with HTTP 404 by it (docs/decisions/0009-http-404-for-unknown-pages.md).
   */
  publicPage: {
    name: 'publicPage',
    method: 'GET',
    path: 'public_page',
    service: 'content',
    access: 'public',
    query: 'content.publicPageQuery',
    errors: 'data',
    view: 'content.views.publicPage',
    errorStatuses: [404, 422],
  },
  /** The RSS 2.0 feed of active posts, newest first; the service also answers /rss.xml with it. */
  rss: {
    name: 'rss',
    method: 'GET',
    path: 'rss.xml',
    service: 'content',
    access: 'public',
    errors: 'data',
    view: 'raw',
    errorStatuses: [],
  },
});
