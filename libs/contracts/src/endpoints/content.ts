import { defineEndpoints } from './endpoint';
import { bannerPageEndpoints } from './content/banner-pages';
import { cardSectionEndpoints } from './content/card-sections';
import { chargeEndpoints } from './content/charges';
import { contactEndpoints } from './content/contact';
import { mediaEndpoints } from './content/media';
import { navbarEndpoints } from './content/navbars';
import { newsletterEndpoints } from './content/newsletter';
import { pageEndpoints } from './content/pages';
import { postEndpoints } from './content/posts';
import { revisionEndpoints } from './content/revisions';
import { servicePageReadEndpoints, servicePageWriteEndpoints } from './content/service-pages';
import { siteEndpoints } from './content/site';
import { siteFeedEndpoints } from './content/site-feeds';
import { testimonialEndpoints } from './content/testimonials';

/**
 * svc-content: the site's setup, navigation, posts, pages, sections, newsletter and contact form.
 * Messages and envelopes follow the spec (sections 7 and 8); the CMS list calls take `page`, `per_page` and
 * `search` and answer the whole list when no page is asked for.
 */
export const contentEndpoints = defineEndpoints({
  ...siteEndpoints,
  ...navbarEndpoints,
  ...postEndpoints,
  ...cardSectionEndpoints,
  ...newsletterEndpoints,
  ...pageEndpoints,
  ...testimonialEndpoints,
  ...contactEndpoints,
  ...chargeEndpoints,
  ...bannerPageEndpoints,
  // The site feeds sit between the service pages' reads and writes: the table keeps its order.
  ...servicePageReadEndpoints,
  ...siteFeedEndpoints,
  ...servicePageWriteEndpoints,
  ...revisionEndpoints,
  ...mediaEndpoints,
});
