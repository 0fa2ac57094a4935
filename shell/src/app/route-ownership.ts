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
  // Issue 17: the newsletters' delivery, and one newsletter's mails per recipient.
  'newsletterDelivery',
  'newsletterDelivery/:id',
] as const;

export const POS_PATHS = [
  'ordercreate',
  'posupdate/:id',
  'orders',
  'category',
  'products',
  'customers',
  // Issue 16: a customer's page; the VAT settings (linked from the Setup page too, decision 0008).
  'customer/:id',
  'vatsettings',
  // Issue 16: quotes (list, new, edit, one quote) and the reports with their CSV downloads.
  'quotes',
  'quotecreate',
  'quoteupdate/:id',
  'quote/:id',
  'reports',
] as const;
