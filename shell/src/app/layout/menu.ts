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
      { kind: 'link', label: 'Setup', to: '/admin/setup', routeName: 'SetupPage' },
      { kind: 'link', label: 'Banner & Card', to: '/admin/banner', routeName: 'MainBanner' },
      { kind: 'link', label: 'Navbars', to: '/admin/navlist', routeName: 'NavList' },
      { kind: 'link', label: 'Testimonials', to: '/admin/testimonials', routeName: 'TestimonialPage' },
      { kind: 'link', label: 'Price Page', to: '/admin/charge', routeName: 'ChargeAdmin' },
      { kind: 'link', label: 'Subscribers', to: '/admin/newsLetters', routeName: 'NewsLetter' },
      { kind: 'link', label: 'Send Newsletter', to: '/admin/sendnewletter', routeName: 'SendNewLetter' },
    ],
  },
  {
    title: 'Pages',
    entries: [
      { kind: 'link', label: 'Page List', to: '/admin/pagelist', routeName: 'PageList' },
      { kind: 'link', label: 'Create Page', to: '/admin/pagecreate', routeName: 'PageCreate' },
      { kind: 'link', label: 'Banner Pages', to: '/admin/bannerlist', routeName: 'bannerPageList' },
      { kind: 'link', label: 'Create Banner Page', to: '/admin/bannercreate', routeName: 'BannerCreate' },
      { kind: 'link', label: 'Service Pages', to: '/admin/servicePageList', routeName: 'ServicePageList' },
      { kind: 'link', label: 'Create Service Page', to: '/admin/serviceCreate', routeName: 'ServiceCreate' },
    ],
  },
  {
    title: 'Blogs',
    entries: [{ kind: 'link', label: 'Add Blogs', to: '/admin/posts', routeName: 'PostPage' }],
  },
  {
    title: 'POS',
    entries: [
      { kind: 'link', label: 'New Invoice', to: '/admin/ordercreate', routeName: 'PosCreate' },
      { kind: 'link', label: 'Orders', to: '/admin/orders', routeName: 'PosList' },
      { kind: 'link', label: 'Quotes', to: '/admin/quotes', routeName: 'QuoteList' },
      { kind: 'link', label: 'Categories', to: '/admin/category', routeName: 'CategoryPage' },
      { kind: 'link', label: 'Services', to: '/admin/products', routeName: 'ProductPage' },
      { kind: 'link', label: 'Customers', to: '/admin/customers', routeName: 'CustomerPage' },
      { kind: 'link', label: 'VAT Settings', to: '/admin/vatsettings', routeName: 'VatSettings' },
      { kind: 'link', label: 'Reports', to: '/admin/reports', routeName: 'PosReports' },
    ],
  },
  {
    title: 'Users',
    entries: [
      { kind: 'link', label: 'Admin List', to: '/admin/adminlist', routeName: 'adminlist' },
      { kind: 'link', label: 'Profile', to: '/admin/profile', routeName: 'AdminProfile' },
    ],
  },
  {
    title: 'Logout',
    entries: [{ kind: 'action', label: 'Logout', action: 'logout' }],
  },
];
