/** The demo company: Voltdesk Electrical, a UK electrical contractor. Texts only; images are generated. */

export const company = {
  title: 'Voltdesk Electrical',
  email: 'hello@voltdesk-electrical.co.uk',
  phone: '020 7946 0321',
  phone_two: '07700 900456',
  address: 'Unit 4, Riverside Works, 12 Wharf Road, London N1 7GR',
  service_area: 'London, Hertfordshire, Essex and Surrey',
  google_map:
    'https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2482.2!2d-0.0946!3d51.5335!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!3m3!1m2!1s0x0%3A0x0!2zV2hhcmYgUm9hZA!5e0!3m2!1sen!2suk',
};

export const setupTexts: Record<string, Record<string, string | number>> = {
  websiteData: company,
  letBanner: {
    title: 'Safe, certified electrical work',
    description:
      'From a single socket to a full rewire, every job is carried out to BS 7671 and certified, so your home or business stays safe and insured.',
    link: '/services',
  },
  rightBanner: {
    special_title: 'Why choose Voltdesk',
    title: 'NICEIC-approved electricians, on call around the clock',
    description:
      'Fixed quotes before we start, tidy work, and a 12-month guarantee on everything we fit. Our engineers carry common parts, so most jobs are finished on the first visit.',
    link: '/contact',
    timeIconText: 'On time, every time',
    serviceIconText: '24/7 emergency call-outs',
    batchIconText: 'NICEIC approved contractor',
  },
  contactData: { title: 'Talk to an electrician today' },
  newsLetter: {
    title: 'Electrical safety tips, once a month',
    description:
      'Seasonal checks, new regulations and member-only offers. No spam; unsubscribe with one click.',
  },
  socialLink: {
    facebook: 'https://www.facebook.com/voltdeskelectrical',
    instagram: 'https://www.instagram.com/voltdeskelectrical',
    twitter: 'https://twitter.com/voltdesk',
    youtube: 'https://www.youtube.com/@voltdeskelectrical',
  },
  unpiadInvoice: { email: 'accounts@voltdesk-electrical.co.uk', time: 10 },
  bankInfo: {
    holder_name: 'Voltdesk Electrical Ltd',
    ac_no: '41234567',
    sort_code: '20-45-77',
    bank_name: 'Barclays Bank UK',
  },
  mainBanner: {
    title: 'Electricians you can trust, across London',
    description:
      'Rewires, consumer units, EV chargers, EICRs and emergency repairs — fixed prices and certified work.',
  },
  charge_page_text: {
    title: 'Clear prices, no surprises',
    description:
      'Our rates are fixed and include VAT. You will always get a written quote before any job over two hours.',
    special_description: 'Free quotes for rewires, EV chargers and consumer unit upgrades within the M25.',
  },
  chargeBg: { title: 'Our charges' },
  banner_page_image: { title: 'Specialist services' },
  service_page_image: { title: 'Our services' },
};

/**
 * Image of each image-bearing setup key: size and gradient colours. No demo logo: a generated gradient
 * carries no name, and without a logo the site and the invoice show the company name instead.
 */
export const setupImages: Record<string, [number, number, string, string]> = {
  favicon: [32, 32, '#ffb300', '#ff8f00'],
  sliderImage: [1280, 480, '#0d47a1', '#42a5f5'],
  qrCode: [160, 160, '#212121', '#616161'],
  letBanner: [640, 400, '#1b5e20', '#66bb6a'],
  rightBanner: [640, 400, '#e65100', '#ffb74d'],
  contactData: [1280, 360, '#263238', '#78909c'],
  charge_top_image: [640, 360, '#4a148c', '#ba68c8'],
  charge_middle_image: [640, 360, '#006064', '#4dd0e1'],
  charge_bottom_image: [640, 360, '#bf360c', '#ff8a65'],
  chargeBg: [1280, 360, '#1a237e', '#5c6bc0'],
  banner_page_image: [1280, 360, '#004d40', '#4db6ac'],
  service_page_image: [1280, 360, '#3e2723', '#a1887f'],
};

type BlockSeed = { text: string; tag?: 'h' | 'p' | 'li'; link?: string };

export const servicePages: Array<{
  title: string;
  sort_description: string;
  colours: [string, string];
  blocks: BlockSeed[];
}> = [
  {
    title: 'EV charger installation',
    sort_description: 'OZEV-approved home and workplace chargers, fitted in a day.',
    colours: ['#1b5e20', '#a5d6a7'],
    blocks: [
      { text: 'Charge at home, overnight, for less', tag: 'h' },
      {
        text: 'We install 7 kW smart chargers from leading makers, with load management so your supply is never overloaded.',
      },
      { text: 'Site survey and fixed quote', tag: 'li' },
      { text: 'Installation and DNO notification', tag: 'li' },
      { text: 'Handover, app set-up and certificate', tag: 'li' },
      { text: 'Book a free survey', tag: 'p', link: '/contact' },
    ],
  },
  {
    title: 'Full and partial rewiring',
    sort_description: 'Safe, modern wiring for older homes, with minimal disruption.',
    colours: ['#0d47a1', '#90caf9'],
    blocks: [
      { text: 'Is it time to rewire?', tag: 'h' },
      {
        text: 'Rubber or fabric-covered cables, a fuse box with a wooden back, or sockets that feel warm are all signs your wiring needs attention.',
      },
      { text: 'First fix while floors are up, second fix after decorating', tag: 'li' },
      { text: 'Dust sheets, daily clean-up and a single point of contact', tag: 'li' },
      { text: 'Electrical Installation Certificate on completion', tag: 'li' },
    ],
  },
  {
    title: 'Consumer unit upgrades',
    sort_description: 'Replace an old fuse box with an RCBO board that protects every circuit.',
    colours: ['#37474f', '#b0bec5'],
    blocks: [
      { text: 'Modern protection for every circuit', tag: 'h' },
      {
        text: 'A new consumer unit with RCBOs and surge protection trips only the faulty circuit, not the whole house.',
      },
      { text: 'Most upgrades are completed in half a day and certified the same day.' },
    ],
  },
  {
    title: 'EICR and landlord certificates',
    sort_description: 'Electrical Installation Condition Reports for landlords, homeowners and buyers.',
    colours: ['#4a148c', '#ce93d8'],
    blocks: [
      { text: 'Stay compliant with the 2020 regulations', tag: 'h' },
      { text: 'Private landlords in England must have the electrics inspected at least every five years.' },
      { text: 'Inspection and testing of every circuit', tag: 'li' },
      { text: 'Report within 48 hours', tag: 'li' },
      { text: 'Remedial work quoted at fixed prices', tag: 'li' },
    ],
  },
  {
    title: 'Emergency call-outs',
    sort_description: 'Power cuts, burning smells or tripping circuits — 24 hours a day.',
    colours: ['#b71c1c', '#ef9a9a'],
    blocks: [
      { text: 'An electrician with you within two hours', tag: 'h' },
      {
        text: 'If you smell burning or see scorch marks, switch off at the consumer unit and call us straight away.',
      },
      { text: 'Call now: 020 7946 0321', tag: 'p', link: '/contact' },
    ],
  },
  {
    title: 'Lighting design and installation',
    sort_description: 'Indoor, garden and security lighting that looks good and costs less to run.',
    colours: ['#f57f17', '#fff59d'],
    blocks: [
      { text: 'Light every room the way you use it', tag: 'h' },
      { text: 'LED downlights, pendant and track lighting, smart dimmers and scene control.' },
      { text: 'Garden and security lighting with PIR sensors', tag: 'li' },
      { text: 'Energy-saving LED retrofits', tag: 'li' },
    ],
  },
];

export const bannerPages: Array<{
  title: string;
  sort_description: string;
  banner_title: string;
  banner_description: string;
  colours: [string, string];
  blocks: BlockSeed[];
}> = [
  {
    title: 'Landlords and letting agents',
    sort_description: 'EICRs, PAT testing and repairs for rental portfolios.',
    banner_title: 'One electrician for every property',
    banner_description: 'We work with agents across London to keep tenants safe and certificates up to date.',
    colours: ['#004d40', '#80cbc4'],
    blocks: [
      { text: 'What we offer landlords', tag: 'h' },
      { text: 'Five-yearly EICRs with reminders', tag: 'li' },
      { text: 'Smoke and heat alarm installation', tag: 'li' },
      { text: 'Out-of-hours repairs for tenants', tag: 'li' },
      { text: 'Ask about portfolio pricing', link: '/contact' },
    ],
  },
  {
    title: 'Commercial electrical maintenance',
    sort_description: 'Planned maintenance for shops, offices and restaurants.',
    banner_title: 'Keep your business running',
    banner_description:
      'Scheduled testing, emergency lighting checks and fast repairs outside opening hours.',
    colours: ['#263238', '#90a4ae'],
    blocks: [
      { text: 'Maintenance contracts', tag: 'h' },
      { text: 'Monthly emergency lighting tests and annual full-duration tests with log books.' },
      { text: 'Fixed wire testing on a rolling schedule, so no area is ever shut down for long.' },
    ],
  },
  {
    title: 'New builds and extensions',
    sort_description: 'Electrical design and installation from first fix to sign-off.',
    banner_title: 'Wired right from the start',
    banner_description: 'We work alongside your builder and handle Building Control notification.',
    colours: ['#3e2723', '#bcaaa4'],
    blocks: [
      { text: 'From plans to power', tag: 'h' },
      { text: 'Lighting and socket layouts drawn with you', tag: 'li' },
      { text: 'Data, TV and smart-home cabling', tag: 'li' },
      { text: 'Part P certification', tag: 'li' },
    ],
  },
];

export const posts: Array<{
  title: string;
  daysAgo: number;
  colours: [string, string];
  description: string;
}> = [
  {
    title: 'Five signs your home needs rewiring',
    daysAgo: 40,
    colours: ['#0d47a1', '#64b5f6'],
    description:
      '<p>Most homes need a rewire every 25 to 30 years. Here is how to tell whether yours is due.</p><h3>1. An old fuse box</h3><p>A fuse box with a wooden back or ceramic fuses is a sure sign the wiring is original.</p><h3>2. Fabric or rubber cables</h3><p>Insulation from before the 1970s crumbles with age and can expose live conductors.</p><ul><li>Flickering lights</li><li>Warm or discoloured sockets</li><li>Frequent tripping</li></ul><p>If you spot any of these, <a href="/contact">book an inspection</a>.</p>',
  },
  {
    title: 'Do I need an EICR as a landlord?',
    daysAgo: 28,
    colours: ['#4a148c', '#b39ddb'],
    description:
      '<p>Since April 2021 every private tenancy in England needs a satisfactory Electrical Installation Condition Report, renewed at least every five years.</p><p>You must give a copy to your tenants within 28 days and to your local council if asked. Fines can reach <strong>£30,000</strong>.</p><blockquote>An EICR coded C1 or C2 means remedial work within 28 days.</blockquote>',
  },
  {
    title: 'Choosing a home EV charger',
    daysAgo: 19,
    colours: ['#1b5e20', '#81c784'],
    description:
      '<p>A 7 kW charger adds around 30 miles of range per hour, enough to fill most cars overnight.</p><h3>Tethered or untethered?</h3><p>A tethered unit keeps the cable attached; an untethered unit looks tidier and fits any car.</p><ul><li>Check your supply fuse rating</li><li>Choose a smart charger for off-peak tariffs</li><li>Plan the cable route before installation day</li></ul>',
  },
  {
    title: 'Why your RCD keeps tripping',
    daysAgo: 9,
    colours: ['#b71c1c', '#e57373'],
    description:
      '<p>A residual current device switches off when current leaks to earth. It is doing its job, but frequent trips point to a fault.</p><p>Unplug everything on the circuit, reset the RCD, then plug appliances back in one at a time. Kettles, outdoor lights and old washing machines are common culprits.</p><p>If it still trips with nothing plugged in, <em>call an electrician</em>.</p>',
  },
  {
    title: 'Winter electrical safety checklist',
    daysAgo: 2,
    colours: ['#01579b', '#81d4fa'],
    description:
      '<p>Heaters, fairy lights and extension leads all add load in winter. A few checks keep your home safe.</p><ol><li>Never daisy-chain extension leads</li><li>Test smoke alarms monthly</li><li>Keep portable heaters a metre from curtains</li><li>Switch off decorative lights at night</li></ol>',
  },
];

export const testimonials = [
  {
    name: 'Priya S., Islington',
    text: 'Tidy, on time, and the new consumer unit passed inspection first time. Would recommend.',
  },
  {
    name: 'Mark T., Walthamstow',
    text: 'Called at 11pm with no power — an electrician arrived within the hour and fixed it.',
  },
  {
    name: 'Helen R., letting agent',
    text: 'They handle EICRs for our whole portfolio. Reports are clear and always on time.',
  },
  {
    name: 'Dev P., St Albans',
    text: 'Our EV charger was fitted in a morning and the cable run is barely visible.',
  },
  {
    name: 'Claire W., Hackney',
    text: 'Full rewire of a Victorian terrace with minimal mess. Fixed price, no surprises.',
  },
  {
    name: 'Tom B., café owner',
    text: 'Emergency lighting and PAT testing sorted outside opening hours. Great service.',
  },
];

export const cards: Array<{ title: string; link: string; colours: [string, string] }> = [
  { title: 'Emergency call-outs', link: '/service/emergency-call-outs', colours: ['#c62828', '#ef5350'] },
  { title: 'EV chargers', link: '/service/ev-charger-installation', colours: ['#2e7d32', '#66bb6a'] },
  {
    title: 'Landlord certificates',
    link: '/service/eicr-and-landlord-certificates',
    colours: ['#6a1b9a', '#ab47bc'],
  },
  { title: 'Our prices', link: '/charges', colours: ['#1565c0', '#42a5f5'] },
];

export const charges = [
  { service: 'Call-out (first hour)', rate: '£85' },
  { service: 'Additional hour', rate: '£60 / hour' },
  { service: 'Emergency call-out (evenings and weekends)', rate: '£140' },
  { service: 'EICR (up to 3-bed home)', rate: 'from £180' },
  { service: 'Consumer unit upgrade', rate: 'from £650' },
  { service: 'EV charger installation', rate: 'from £899' },
  { service: 'Extra double socket', rate: '£95 each' },
];

export const pages = [
  {
    name: 'Privacy Policy',
    description:
      '<h2>Privacy Policy</h2><p>Voltdesk Electrical Ltd keeps the details you give us (name, e-mail, phone and address) only to quote, carry out and invoice your work, and to send our newsletter if you ask for it.</p><p>We never sell your data. You can ask us to see or delete it at any time by writing to <a href="mailto:hello@voltdesk-electrical.co.uk">hello@voltdesk-electrical.co.uk</a>.</p>',
  },
  {
    name: 'Terms and Conditions',
    description:
      '<h2>Terms and Conditions</h2><p>Quotes are valid for 30 days. Invoices are payable within 14 days of completion. All work is guaranteed for 12 months from the date on the certificate.</p><ul><li>Call-out charges apply to cancelled visits with less than 24 hours’ notice.</li><li>Materials remain our property until paid for in full.</li></ul>',
  },
];
