import type { HttpMethod, RouteAccess, RouteDef } from './route-table';

/**
 * svc-content's routes until its endpoints are written in libs/contracts/src/endpoints/content.ts (with
 * schemas and views); the route table reads them from here meanwhile.
 */
const content = (method: HttpMethod, path: string, access: RouteAccess): RouteDef => ({
  method,
  path,
  service: 'content',
  access,
});

export const legacyContentRoutes: readonly RouteDef[] = [
  // svc-content: site setup and the public site
  content('GET', 'landding', 'key'),
  content('POST', 'admin/updateSiteData', 'admin'),
  content('GET', 'getSingleSetup', 'public'),
  content('POST', 'admin/createSingleSetup', 'admin'),
  content('GET', 'admin/allNavbar', 'admin'),
  content('POST', 'admin/insertNavbar', 'admin'),
  content('PUT', 'admin/updateNavbar', 'admin'),
  content('DELETE', 'admin/deleteNavbar', 'admin'),
  content('GET', 'getPost', 'public'),
  content('GET', 'postbyslug', 'public'),
  content('POST', 'admin/insertPost', 'admin'),
  content('POST', 'admin/updatePost', 'admin'),
  content('DELETE', 'admin/deletePost', 'admin'),
  content('GET', 'getCardSection', 'public'),
  content('POST', 'admin/insertCardSection', 'admin'),
  content('POST', 'admin/updateCardSection', 'admin'),
  content('DELETE', 'admin/deleteCardSection', 'admin'),
  content('GET', 'admin/getNewsLetter', 'admin'),
  content('POST', 'insertNewsLetter', 'public'),
  content('DELETE', 'admin/deleteNewsLetter', 'admin'),
  content('POST', 'admin/sendNewsLetter', 'admin'),
  content('GET', 'confirmSubscription', 'public'),
  content('GET', 'unsubscribe', 'public'),
  content('GET', 'admin/pages', 'admin'),
  content('POST', 'admin/pageInsert', 'admin'),
  content('PUT', 'admin/updatePage', 'admin'),
  content('DELETE', 'admin/deletePage', 'admin'),
  content('GET', 'pagebyslug', 'public'),
  content('GET', 'getTestimonial', 'public'),
  content('POST', 'admin/insertTestimonial', 'admin'),
  content('PUT', 'admin/updateTestimonial', 'admin'),
  content('DELETE', 'admin/deleteTestimonial', 'admin'),
  content('POST', 'insertContact', 'public'),
  content('GET', 'admin/getCharge', 'admin'),
  content('POST', 'admin/insertCharge', 'admin'),
  content('PUT', 'admin/updateCharge', 'admin'),
  content('DELETE', 'admin/deleteCharge', 'admin'),
  content('GET', 'admin/getBannerpage', 'admin'),
  content('GET', 'get_by_slug', 'public'),
  content('POST', 'admin/insertBannerpage', 'admin'),
  content('POST', 'admin/updateBannerpage', 'admin'),
  content('DELETE', 'admin/deleteBannerpage', 'admin'),
  content('GET', 'admin/getService', 'admin'),
  content('GET', 'service_get_by_slug', 'public'),
  content('GET', 'services', 'public'),
  // Search engines: the gateway also answers /sitemap.xml with this.
  content('GET', 'sitemap.xml', 'public'),
  content('POST', 'admin/insertService', 'admin'),
  content('POST', 'admin/updateService', 'admin'),
  content('DELETE', 'admin/deleteService', 'admin'),
];
