import type {
  BannerPageView,
  CardView,
  ChargeView,
  NavbarView,
  PageView,
  PostView,
  ServicePageView,
  SubscriberView,
  TestimonialView,
} from '@voltdesk/contracts';

/** Ids as svc-content makes them (24 hex characters: the contract's id pattern). */
export const id = (n: number) => `64b7f0c2a1b2c3d4e5f6${String(n).padStart(4, '0')}`;

export const setup: Record<string, unknown> = {
  websiteData: { title: 'Brightline Electrical', phone: '020 7946 0321', email: 'hello@brightline.example' },
  websiteLogo: { image: '/media/content/logo.png' },
  mainBanner: { title: 'Safe power', description: 'Certified electricians' },
  unpiadInvoice: { email: 'desk@brightline.example', time: 10 },
  charge_page_text: {
    title: 'Our prices',
    description: 'Fair rates',
    special_description: 'No call-out fee',
  },
  chargeBg: { title: 'Prices', image: '/media/content/charge-bg.png' },
  banner_page_image: { title: 'Banners', image: '/media/content/banner-bg.png' },
  service_page_image: { title: 'Services', image: '/media/content/service-bg.png' },
};

const nav = (n: number, name: string, parent: NavbarView | null, priority: number): NavbarView => ({
  id: id(n),
  name,
  parentid: parent ? parent.id : 0,
  parent: parent ? { name: parent.name } : null,
  link: parent ? `/${name.toLowerCase()}` : '',
  priority,
  nav_active: 1,
  useful_active: 0,
  quick_active: 0,
  status: 1,
  children: [],
});
const services = nav(1, 'Services', null, 1);
export const navbars: NavbarView[] = [
  services,
  nav(2, 'Rewiring', services, 2),
  { ...nav(3, 'Contact', null, 3), link: '/contact', status: 0 },
];

export const posts: PostView[] = [
  {
    id: id(11),
    title: 'Fuse boards explained',
    slug: 'fuse-boards-explained',
    written: '2026-11-01T09:00:00.000Z',
    author_id: id(99),
    description: '<p>What a fuse board does.</p>',
    image: '/media/content/post-1.png',
    status: 1,
    seo_title: 'What a fuse board does',
    meta_description: 'How a fuse board protects your home.',
    social_image: '/media/content/share-1.png',
    publication: 'published',
    publish_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: id(12),
    title: 'Draft post',
    slug: 'draft-post',
    written: '2026-11-02T09:00:00.000Z',
    author_id: id(99),
    description: '<p>Not yet.</p>',
    image: '/media/content/post-2.png',
    status: 0,
    seo_title: '',
    meta_description: '',
    social_image: '',
    publication: 'draft',
    publish_at: null,
  },
];

export const pages: PageView[] = [
  {
    id: id(21),
    name: 'Privacy',
    slug: 'privacy',
    description: '<p>We keep little.</p>',
    status: 1,
    seo_title: 'How we use your data',
    meta_description: 'What we keep about you.',
    social_image: '/media/content/share-privacy.png',
    publication: 'published',
    publish_at: '2026-11-01T09:00:00.000Z',
  },
  {
    id: id(22),
    name: 'Terms',
    slug: 'terms',
    description: '<p>Be fair.</p>',
    status: 0,
    seo_title: '',
    meta_description: '',
    social_image: '',
    publication: 'published',
    publish_at: '2026-11-01T09:00:00.000Z',
  },
];

export const cards: CardView[] = [
  { id: id(31), title: 'Rewiring', link: '/service/rewiring', image: '/media/content/c1.png', status: 1 },
  { id: id(32), title: 'EV chargers', link: '/service/ev', image: '/media/content/c2.png', status: 0 },
];

export const testimonials: TestimonialView[] = [
  { id: id(41), name: 'Grace', text: 'Quick and tidy.', status: 1 },
  { id: id(42), name: 'Alan', text: 'Fair price.', status: 0 },
];

export const charges: ChargeView[] = [
  { id: id(51), service: 'Call-out', rate: '£60 / hour', status: 1 },
  { id: id(52), service: 'EICR', rate: '£150', status: 1 },
];

export const servicePages: ServicePageView[] = [
  {
    id: id(61),
    title: 'Rewiring',
    slug: 'rewiring',
    sort_description: 'Full and partial rewires',
    em_image: '/media/content/s1.png',
    banner_image: null,
    json_data: [
      { text: 'Why rewire', tag: 'h', link: '', serial: 1 },
      { text: 'Old wiring is a risk.', tag: 'p', link: '', serial: 2 },
    ],
    status: 1,
    publication: 'published',
    publish_at: '2026-11-01T09:00:00.000Z',
  },
];

export const bannerPages: BannerPageView[] = [
  {
    id: id(71),
    title: 'Winter offer',
    slug: 'winter-offer',
    sort_description: 'Checks at half price',
    em_image: '/media/content/b1.png',
    banner_title: 'Half price EICR',
    banner_description: 'Until March',
    banner_image: '/media/content/b1-banner.png',
    json_data: [{ text: 'Book now', tag: 'p', link: '/contact', serial: 1 }],
    status: 1,
    publication: 'published',
    publish_at: '2026-11-01T09:00:00.000Z',
  },
];

export const subscribers: SubscriberView[] = [
  {
    id: id(81),
    name: 'Grace Hopper',
    email: 'grace@example.com',
    status: 'confirmed',
    created_at: '2026-11-01T09:00:00.000Z',
    confirmed_at: '2026-11-01T10:00:00.000Z',
  },
  {
    id: id(82),
    name: 'Alan Turing',
    email: 'alan@example.com',
    status: 'pending',
    created_at: '2026-11-02T09:00:00.000Z',
    confirmed_at: null,
  },
];
