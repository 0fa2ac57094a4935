import type { Role } from '@voltdesk/contracts';
import { mayOpen, SCREEN_ROLES } from '../route-ownership';

/**
 * The sidebar (spec section 2, "Route names seen in the menu"). Each entry names the spec's route name it
 * stands for. `landing` opens the public site in a new tab; `siteSettings` opens the site-settings modal.
 */
export type MenuEntry =
  | { kind: 'link'; label: string; to: string; routeName: string }
  | { kind: 'external'; label: string; href: string; routeName: string }
  | { kind: 'action'; label: string; action: 'siteSettings' | 'logout' };

export interface MenuGroup {
  title: string | null;
  entries: MenuEntry[];
}

/** A link to the admin screen at `/admin/<path>`, standing for the spec's route `routeName`. */
const admin = (label: string, path: string, routeName: string): MenuEntry => ({
  kind: 'link',
  label,
  to: `/admin/${path}`,
  routeName,
});

export const MENU: readonly MenuGroup[] = [
  {
    title: null,
    entries: [
      { kind: 'link', label: 'Dashboard', to: '/admin', routeName: 'dashboard' },
      { kind: 'external', label: 'Visit Website', href: '/', routeName: 'landing' },
    ],
  },
  {
    title: 'Web Config',
    entries: [
      { kind: 'action', label: 'Site Settings', action: 'siteSettings' },
      admin('Setup', 'setup', 'SetupPage'),
      admin('Banner & Card', 'banner', 'MainBanner'),
      admin('Navbars', 'navlist', 'NavList'),
      admin('Testimonials', 'testimonials', 'TestimonialPage'),
      admin('Price Page', 'charge', 'ChargeAdmin'),
      admin('Subscribers', 'newsLetters', 'NewsLetter'),
      admin('Send Newsletter', 'sendnewletter', 'SendNewLetter'),
      // Where each newsletter's mails stand, per recipient (not in the spec's menu).
      admin('Newsletter Delivery', 'newsletterDelivery', 'NewsletterDelivery'),
      // Every stored image with its alt text and where it is used.
      admin('Media Library', 'media', 'MediaLibrary'),
    ],
  },
  {
    title: 'Pages',
    entries: [
      admin('Page List', 'pagelist', 'PageList'),
      admin('Create Page', 'pagecreate', 'PageCreate'),
      admin('Banner Pages', 'bannerlist', 'bannerPageList'),
      admin('Create Banner Page', 'bannercreate', 'BannerCreate'),
      admin('Service Pages', 'servicePageList', 'ServicePageList'),
      admin('Create Service Page', 'serviceCreate', 'ServiceCreate'),
    ],
  },
  {
    title: 'Blogs',
    entries: [admin('Add Blogs', 'posts', 'PostPage')],
  },
  {
    title: 'POS',
    entries: [
      admin('New Invoice', 'ordercreate', 'PosCreate'),
      admin('Orders', 'orders', 'PosList'),
      admin('Quotes', 'quotes', 'QuoteList'),
      admin('Recurring Invoices', 'recurring', 'RecurringList'),
      // A customer's work at a site, grouping its quotes and invoices (not in the spec's menu).
      admin('Jobs', 'jobs', 'JobList'),
      // Job requests from the site's request page (not in the spec's menu).
      admin('Leads', 'leads', 'LeadList'),
      admin('Categories', 'category', 'CategoryPage'),
      admin('Services', 'products', 'ProductPage'),
      admin('Materials', 'materials', 'MaterialPage'),
      admin('Customers', 'customers', 'CustomerPage'),
      admin('Expenses', 'expenses', 'ExpenseList'),
      admin('VAT Settings', 'vatsettings', 'VatSettings'),
      admin('Reports', 'reports', 'PosReports'),
    ],
  },
  {
    title: 'Users',
    entries: [
      admin('Admin List', 'adminlist', 'adminlist'),
      // Every admin write of every service, for owners (not in the spec's menu).
      admin('Activity Log', 'activity', 'ActivityLog'),
      admin('Profile', 'profile', 'AdminProfile'),
    ],
  },
  {
    title: 'Logout',
    entries: [{ kind: 'action', label: 'Logout', action: 'logout' }],
  },
];

/** Whether an admin of `role` sees the entry: it leads to a screen (or the modal) their role opens. */
function shows(entry: MenuEntry, role: Role | undefined, permissions?: readonly string[]): boolean {
  switch (entry.kind) {
    case 'link':
      return mayOpen(role, entry.to.replace(/^\/admin\/?/, ''), permissions);
    case 'action':
      return entry.action === 'logout' || (role !== undefined && SCREEN_ROLES.siteSettings.includes(role));
    case 'external':
      return true;
  }
}

/**
 * The menu an admin of `role` sees: the entries of screens their role opens (with the
 * permissions an owner gave the role, for Reports and VAT Settings), groups left empty dropped. While the
 * role is unknown (the admin's record loading), only what every admin sees.
 */
export function menuFor(role: Role | undefined, permissions?: readonly string[]): MenuGroup[] {
  return MENU.map((group) => ({
    ...group,
    entries: group.entries.filter((e) => shows(e, role, permissions)),
  })).filter((group) => group.entries.length > 0);
}
