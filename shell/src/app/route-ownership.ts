import { matchPath } from 'react-router-dom';
import {
  AREA_ROLES,
  authEndpoints,
  contentEndpoints,
  hasPermission,
  posEndpoints,
  ROLES,
  rolesOf,
  type Permission,
  type Role,
} from '@voltdesk/contracts';

/**
 * Who owns which path (spec section 2, docs/architecture.md section 1). The shell owns /login, the admin
 * dashboard, adminlist and profile; the remotes own the rest. Paths are relative to their mount point:
 * public paths to `/`, admin paths to `/admin`.
 */
export type RemoteName = 'site' | 'cms' | 'pos';

export const PUBLIC_PATHS = [
  '/',
  'about',
  'contact',
  'blogs',
  'services',
  'service/:slug',
  'banner/:slug',
  'charges',
  // The job request form (a lead at the POS).
  'request-visit',
  // A mailed quote's or invoice's page (its customer link).
  'document',
  // The customer portal (sign-in link by e-mail; its own session cookie, not an admin's).
  'portal',
  'details/:slug',
  'p/:slug',
  // Where the newsletter's confirmation and unsubscribe links land (svc-content redirects there).
  'newsletter',
] as const;

export const CMS_PATHS = [
  'navlist',
  'posts',
  'setup',
  'newsLetters',
  'pagelist',
  'pagecreate',
  'pquery/:slug',
  'banner',
  'testimonials',
  'charge',
  'bannercreate',
  'bannerlist',
  'bannerupdate/:slug',
  'serviceCreate',
  'servicePageList',
  'servicePageUpdate/:slug',
  'sendnewletter',
  // The newsletters' delivery, and one newsletter's mails per recipient.
  'newsletterDelivery',
  'newsletterDelivery/:id',
  // The media library.
  'media',
] as const;

export const POS_PATHS = [
  'ordercreate',
  'posupdate/:id',
  'orders',
  'category',
  'products',
  // Materials sold by the unit, with their cost and margin.
  'materials',
  'customers',
  // A customer's page; the VAT settings (linked from the Setup page too, decision 0008).
  'customer/:id',
  'vatsettings',
  // Purchases with their VAT and receipts, for the VAT return.
  'expenses',
  // Recurring invoices: the schedules that make an invoice on each run date.
  'recurring',
  // Quotes (list, new, edit, one quote) and the reports with their CSV downloads.
  'quotes',
  'quotecreate',
  'quoteupdate/:id',
  'quote/:id',
  'reports',
  // Leads: job requests from the site (list, one lead, its quote form).
  'leads',
  'lead/:id',
  'leadquote/:id',
  // Jobs: a customer's work at a site (list, one job's page).
  'jobs',
  'job/:id',
] as const;

/** The admin screens the shell draws itself, beside the remotes' (their paths under /admin). */
export type AdminScreen = RemoteName | 'dashboard' | 'adminlist' | 'activity' | 'profile';

/**
 * Which roles open which admin screen. Each screen follows the endpoints it calls, so the menu,
 * the routes and the services cannot disagree: the CMS screens are svc-content's and svc-notify's (editors
 * and owners), the POS screens svc-pos's (clerks and owners), the Admin List the admin accounts' (owners),
 * the Activity Log `admin/activity`'s (owners), the site-settings modal `admin/updateSiteData`'s; the
 * dashboard and the profile are every admin's.
 */
export const SCREEN_ROLES: Readonly<Record<Exclude<AdminScreen, 'site'> | 'siteSettings', readonly Role[]>> =
  {
    cms: AREA_ROLES.content,
    pos: AREA_ROLES.pos,
    adminlist: rolesOf(authEndpoints.userList) ?? [],
    activity: rolesOf(authEndpoints.activityLog) ?? [],
    siteSettings: rolesOf(contentEndpoints.updateSiteData) ?? [],
    dashboard: ROLES,
    profile: ROLES,
  };

/** The admin screen at `/admin/<rest>`, or null for none (the 404 page). */
export function adminScreenOf(rest: string): Exclude<AdminScreen, 'site'> | null {
  const path = `/${rest}`.replace(/\/+$/, '') || '/';
  if (path === '/') return 'dashboard';
  if (matchPath('/adminlist', path)) return 'adminlist';
  if (matchPath('/activity', path)) return 'activity';
  if (matchPath('/profile', path)) return 'profile';
  if (CMS_PATHS.some((p) => matchPath(`/${p}`, path))) return 'cms';
  if (POS_PATHS.some((p) => matchPath(`/${p}`, path))) return 'pos';
  return null;
}

/**
 * The POS screens a role opens only with a permission an owner grants (the Admin List's roles panel): each
 * follows the endpoint it exists for, so the screen and svc-pos's 403 cannot disagree.
 */
export const SCREEN_PERMISSIONS: ReadonlyArray<readonly [path: string, permission: Permission]> = [
  ['reports', posEndpoints.periodReport.permission],
  ['vatsettings', posEndpoints.updateInvoiceSettings.permission],
];

/**
 * Whether an admin of `role`, holding `permissions` (their record's), may open `/admin/<rest>` (an unknown
 * path is anyone's 404).
 */
export function mayOpen(role: Role | undefined, rest: string, permissions?: readonly string[]): boolean {
  const screen = adminScreenOf(rest);
  if (!screen) return true;
  const roles = SCREEN_ROLES[screen];
  const path = `/${rest}`.replace(/\/+$/, '');
  const needed = SCREEN_PERMISSIONS.find(([p]) => matchPath(`/${p}`, path))?.[1];
  if (needed && !hasPermission(role, permissions, needed)) return false;
  // Every admin's screens need no role known yet (the menu shows them while the record loads).
  return ROLES.every((r) => roles.includes(r)) || (role !== undefined && roles.includes(role));
}
