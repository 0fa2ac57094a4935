/**
 * A complete, realistic company (the shape of svc-content's public answers, docs/architecture.md section 3):
 * used by the tests and by the preview server of the bench and screenshot scripts.
 */
export const LANDING_KEY = 'test-landing-key';

const id = (n: number) => `64b7f0c2a1b2c3d4e5f6${String(n).padStart(4, '0')}`;

export const setup = {
  websiteData: {
    title: 'Brightline Electrical',
    email: 'hello@brightline.example',
    phone: '020 7946 0321',
    phone_two: '07700 900 123',
    address: '12 Foundry Lane, London SE1 4AB',
    service_area: 'London and the M25 area',
    google_map: 'https://www.google.com/maps/embed?pb=!1m18!1m12',
  },
  websiteLogo: { image: null },
  favicon: { image: null },
  sliderImage: { image: '/media/content/slider.svg' },
  letBanner: {
    title: 'Family-run electricians since 2004',
    description:
      'From a single socket to a full rewire, our NICEIC-approved team works tidily, explains every step and certifies every job.',
    link: '/about',
    image: '/media/content/left-banner.svg',
  },
  rightBanner: {
    special_title: 'Why choose us',
    title: 'Safe power, on time, every time',
    description: 'Fixed quotes before we start, clean work sites and a 12-month guarantee on all labour.',
    link: '/services',
    image: '/media/content/right-banner.svg',
    timeIconText: '24/7 emergency call-outs',
    serviceIconText: 'All domestic and commercial work',
    batchIconText: 'NICEIC approved contractor',
  },
  contactData: { title: 'Talk to an electrician', image: '/media/content/contact.svg' },
  newsLetter: {
    title: 'Stay switched on',
    description: 'Seasonal safety tips and offers, once a month. No spam.',
  },
  qrCode: { image: '/media/content/qr.svg' },
  socialLink: {
    facebook: 'https://facebook.com/brightline',
    instagram: 'https://instagram.com/brightline',
    twitter: '',
    youtube: 'https://youtube.com/@brightline',
  },
  mainBanner: {
    title: 'Expert electricians for homes and businesses',
    description:
      'Rewiring, fuse boards, EV chargers, lighting and safety certificates, done right the first time.',
  },
  charge_page_text: {
    title: 'Simple, transparent pricing',
    description: 'All prices include VAT and a written certificate where one is required.',
    special_description: 'No call-out charge within the M25 on weekdays.',
  },
  charge_top_image: { image: '/media/content/charge-top.svg' },
  charge_middle_image: { image: '/media/content/charge-middle.svg' },
  charge_bottom_image: { image: '/media/content/charge-bottom.svg' },
  chargeBg: { title: 'Our charges', image: '/media/content/charge-bg.svg' },
  banner_page_image: { title: 'Special offers', image: '/media/content/banner-bg.svg' },
  service_page_image: { title: 'Our services', image: '/media/content/services-bg.svg' },
};

const nav = (
  n: number,
  name: string,
  link: string,
  priority: number,
  flags: { nav?: number; useful?: number; quick?: number } = {},
  children: unknown[] = [],
) => ({
  id: id(n),
  name,
  link,
  priority,
  nav_active: flags.nav ?? 1,
  useful_active: flags.useful ?? 0,
  quick_active: flags.quick ?? 0,
  status: 1,
  children,
});

// In priority order, as svc-content answers them.
export const navbars = [
  nav(1, 'Home', '/', 1, { quick: 1 }),
  nav(2, 'Services', '/services', 2, { quick: 1 }, [
    nav(21, 'Rewiring', '/service/rewiring', 1, { useful: 1 }),
    nav(22, 'EV chargers', '/service/ev-chargers', 2, { useful: 1 }),
    nav(23, 'Hidden child', '/service/hidden', 3, { nav: 0 }),
  ]),
  nav(5, 'About', '/about', 3, { useful: 1 }),
  nav(3, 'Charges', '/charges', 4, { quick: 1 }),
  nav(4, 'Blog', '/blogs', 5, { quick: 1 }),
  nav(6, 'Contact', '/contact', 6, { quick: 1 }),
  nav(7, 'Privacy policy', '/p/privacy-policy', 9, { nav: 0, useful: 1 }),
];

export const testimonials = [
  {
    id: id(31),
    name: 'Sarah K., Peckham',
    text: 'Rewired our Victorian terrace in four days and left it spotless. Clear quote, no surprises.',
  },
  {
    id: id(32),
    name: 'Tom R., Croydon',
    text: 'Came out at 11pm when our power tripped. Friendly, fast and fairly priced.',
  },
  {
    id: id(33),
    name: 'Anita P., Hackney',
    text: 'Our EV charger was installed and certified the same day. Highly recommended.',
  },
  {
    id: id(34),
    name: 'Mark D., Greenwich',
    text: 'Professional team for our office fit-out; everything tested and documented.',
  },
  {
    id: id(35),
    name: 'Lucy W., Lewisham',
    text: 'Great advice on lighting and they stuck to the price they quoted.',
  },
];

export const cards = [
  {
    id: id(41),
    title: 'Fuse board upgrades',
    link: '/service/fuse-boards',
    image: '/media/content/card-1.svg',
  },
  {
    id: id(42),
    title: 'EV charger installation',
    link: '/service/ev-chargers',
    image: '/media/content/card-2.svg',
  },
  {
    id: id(43),
    title: 'Safety certificates (EICR)',
    link: '/service/eicr',
    image: '/media/content/card-3.svg',
  },
  { id: id(44), title: 'Lighting design', link: 'banner/spring-offer', image: '/media/content/card-4.svg' },
];

export const charges = [
  { id: id(51), service: 'Call-out and first hour', rate: 65 },
  { id: id(52), service: 'Each additional hour', rate: 45 },
  { id: id(53), service: 'Consumer unit replacement', rate: 450 },
  { id: id(54), service: 'EICR certificate (up to 3 bedrooms)', rate: 160 },
  { id: id(55), service: 'EV charger supply and fit', rate: 'from £799' },
];

export const landing = { singleSetups: setup, testimonials, cards, navbars, charge: charges };

export const posts = Array.from({ length: 12 }, (_, i) => ({
  id: id(60 + i),
  title:
    [
      'How to tell when your fuse board needs replacing',
      'EV chargers at home: what you need to know',
      'Five signs your house needs rewiring',
      'Why an EICR matters when you let a property',
      'LED lighting: saving money room by room',
      'Outdoor sockets and garden lighting safely',
    ][i % 6]! + (i >= 6 ? ' (part 2)' : ''),
  slug: `post-${i + 1}`,
  excerpt:
    'Old fuse boards with rewireable fuses offer little protection. A modern consumer unit with RCDs cuts the power in milliseconds when something goes wrong, protecting people and property.',
  image: i % 4 === 3 ? null : `/media/content/post-${(i % 3) + 1}.svg`,
  written: `2026-0${(i % 9) + 1}-1${i % 9}`,
}));

export const post = {
  ...posts[0]!,
  description:
    '<p>Old fuse boards with <strong>rewireable fuses</strong> offer little protection.</p><h2>What to look for</h2><ul><li>Scorch marks</li><li>Frequent trips</li></ul><p>Call us for a free check.</p>',
  status: 1,
  author_id: id(1),
  // Left empty by the editor: the site falls back to the title, the text and the post's picture.
  seo_title: '',
  meta_description: '',
  social_image: '',
};

export const services = [
  {
    id: id(71),
    title: 'Rewiring',
    slug: 'rewiring',
    sort_description: 'Full and partial rewires with minimal disruption.',
    em_image: '/media/content/card-1.svg',
  },
  {
    id: id(72),
    title: 'EV chargers',
    slug: 'ev-chargers',
    sort_description: 'OZEV-approved home and workplace chargers.',
    em_image: '/media/content/card-2.svg',
  },
  {
    id: id(73),
    title: 'Safety certificates',
    slug: 'eicr',
    sort_description: 'EICRs for landlords, buyers and homeowners.',
    em_image: '/media/content/card-3.svg',
  },
  {
    id: id(74),
    title: 'Fuse boards',
    slug: 'fuse-boards',
    sort_description: 'Consumer unit upgrades to the latest regulations.',
    em_image: null,
  },
];

export const blocks = [
  { text: 'What is included', tag: 'h', link: '', serial: 1 },
  { text: 'We survey the property, agree a plan and work room by room.', tag: 'p', link: '', serial: 2 },
  { text: 'New cabling to current regulations', tag: 'li', link: '', serial: 3 },
  { text: 'Fuse board upgrade', tag: 'li', link: '/service/fuse-boards', serial: 4 },
  { text: 'Electrical installation certificate', tag: 'li', link: '', serial: 5 },
  { text: 'Ready to book?', tag: 'h', link: '/contact', serial: 6 },
  { text: 'Ask for a free, fixed quote.', tag: 'p', link: '/contact', serial: 7 },
];

export const servicePage = {
  ...services[0]!,
  banner_image: null,
  json_data: blocks,
};

export const bannerPage = {
  id: id(81),
  slug: 'spring-offer',
  title: 'Spring lighting offer',
  sort_description: '20% off LED downlight packages booked before May.',
  em_image: '/media/content/banner-em.svg',
  banner_title: 'Brighter rooms, lower bills',
  banner_description: 'Swap old halogen spots for dimmable LEDs: up to 85% less energy.',
  banner_image: '/media/content/right-banner.svg',
  json_data: [
    { text: 'How it works', tag: 'h', link: '', serial: 1 },
    { text: 'Free survey of your rooms', tag: 'li', link: '', serial: 2 },
    { text: 'Fitted in one day', tag: 'li', link: '', serial: 3 },
  ],
};

export const freePage = {
  id: id(91),
  name: 'Privacy policy',
  slug: 'privacy-policy',
  description:
    '<p>We only use your details to answer your enquiry.</p><h2>Your rights</h2><p>Ask us any time.</p>',
  status: 1,
  seo_title: '',
  meta_description: '',
  social_image: '',
};
