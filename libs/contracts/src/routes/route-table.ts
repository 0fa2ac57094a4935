/**
 * The single route table of the public API. The local gateway and the Kubernetes Ingress are both
 * generated from it, and each service registers exactly the routes it owns from it, so a path can never be
 * served by one place and routed to another.
 *
 * `path` is relative to the `/api/` prefix and matches the spec's call table (section 7) exactly, typos
 * included (`landding`), because the front end and any existing client use those paths.
 */
export type ServiceName = 'auth' | 'content' | 'pos' | 'notify';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** public: anyone; admin: bearer token of an active admin; key: the `key` header equal to LANDING_KEY. */
export type RouteAccess = 'public' | 'admin' | 'key';

export interface RouteDef {
  method: HttpMethod;
  path: string;
  service: ServiceName;
  access: RouteAccess;
}

const auth = (method: HttpMethod, path: string, access: RouteAccess): RouteDef => ({
  method,
  path,
  service: 'auth',
  access,
});
const content = (method: HttpMethod, path: string, access: RouteAccess): RouteDef => ({
  method,
  path,
  service: 'content',
  access,
});
const pos = (method: HttpMethod, path: string): RouteDef => ({
  method,
  path,
  service: 'pos',
  access: 'admin',
});

export const routeTable: readonly RouteDef[] = [
  // svc-auth: identity
  auth('POST', 'login', 'public'),
  auth('GET', 'logout', 'admin'),
  // Profile > "Sign out everywhere" (beyond the spec: revokes every token of the caller's user).
  auth('POST', 'logoutEverywhere', 'admin'),
  auth('GET', 'admin/users', 'admin'),
  auth('POST', 'updateProfile', 'admin'),
  auth('PUT', 'changePassword', 'admin'),
  auth('GET', 'admin/userlist', 'admin'),
  auth('GET', 'admin/userstatus', 'admin'),
  auth('POST', 'admin/adminregister', 'admin'),

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

  // svc-pos: the point-of-sale desk
  pos('GET', 'admin/getposInsertData'),
  pos('GET', 'admin/getOrders'),
  pos('POST', 'admin/insertOrder'),
  pos('PUT', 'admin/updateOrder'),
  pos('POST', 'admin/due_pay'),
  pos('DELETE', 'admin/deleteOrder'),
  pos('GET', 'admin/getCategories'),
  pos('POST', 'admin/insertCategory'),
  pos('PUT', 'admin/updateCategory'),
  pos('DELETE', 'admin/deleteCategory'),
  pos('GET', 'admin/getProducts'),
  pos('POST', 'admin/insertProduct'),
  pos('PUT', 'admin/updateProduct'),
  pos('DELETE', 'admin/deleteProduct'),
  pos('GET', 'admin/getCustomers'),
  pos('DELETE', 'admin/deleteCustomer'),
  pos('GET', 'admin/customerByPhone'),
  pos('GET', 'admin/posSummary'),

  // svc-notify: delivery log
  { method: 'GET', path: 'admin/notifications', service: 'notify', access: 'admin' },
];

/** Uploaded files are served by the service that stored them, under `/media/<service>/`. */
export const mediaPrefixes: Readonly<Record<string, ServiceName>> = {
  '/media/auth/': 'auth',
  '/media/content/': 'content',
};

export const API_PREFIX = '/api/';

/** Full URL path of a route as the browser calls it. */
export const apiPath = (route: Pick<RouteDef, 'path'>): string => `${API_PREFIX}${route.path}`;

export const routesOf = (service: ServiceName): RouteDef[] => routeTable.filter((r) => r.service === service);

/** Which service owns an incoming URL path (query string ignored), or undefined for none. */
export function ownerOf(urlPath: string): ServiceName | undefined {
  const pathname = urlPath.split('?', 1)[0] ?? '';
  if (pathname.startsWith(API_PREFIX)) {
    const rel = pathname.slice(API_PREFIX.length);
    return routeTable.find((r) => r.path === rel)?.service;
  }
  for (const [prefix, service] of Object.entries(mediaPrefixes)) {
    if (pathname.startsWith(prefix)) return service;
  }
  return undefined;
}
