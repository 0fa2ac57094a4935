/**
 * Screenshots of every CMS screen inside the real shell (npm run screenshots -w mfe-cms): builds the
 * shell and this remote, serves them through the local gateway (infra/local/src/admin-screenshots.ts) with the
 * svc-content answers mocked from test/fixtures.ts; then Chromium signs in (localStorage), opens each
 * screen and writes docs/screenshots/*.png. Only ever listens on 127.0.0.1.
 * Needs Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium).
 */
import path from 'node:path';
import { mockedServices, startAdminScreenshots, type MockedAnswer } from '@voltdesk/local/admin-screenshots';
import * as demo from '../test/fixtures';

const IMAGE = (
  label: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200">
<rect width="320" height="200" fill="#0b1f3a"/><text x="20" y="110" font-family="Arial" font-size="24" fill="#facc15">${label}</text></svg>`;

const LISTS: Record<string, unknown> = {
  'admin/allNavbar': demo.navbars,
  getPost: demo.posts,
  'admin/pages': demo.pages,
  getCardSection: demo.cards,
  getTestimonial: demo.testimonials,
  'admin/getCharge': demo.charges,
  'admin/getBannerpage': demo.bannerPages,
  'admin/getService': demo.servicePages,
  'admin/getNewsLetter': demo.subscribers,
};

function api(pathname: string, url: URL): MockedAnswer {
  const route = pathname.replace(/^\/api\//, '');
  if (route in LISTS) return { status: 200, body: { data: LISTS[route] } };
  const slug = url.searchParams.get('slug');
  switch (route) {
    case 'admin/posSummary':
      return { status: 502, body: { message: 'Bad gateway' } };
    case 'pagebyslug':
      return { status: 200, body: { data: demo.pages.find((p) => p.slug === slug) ?? demo.pages[0] } };
    case 'get_by_slug':
      return { status: 200, body: { data: demo.bannerPages[0] } };
    case 'service_get_by_slug':
      return { status: 200, body: { data: demo.servicePages[0] } };
    default:
      return { status: 404, body: { message: 'Not Found' } };
  }
}

/**
 * The services, mocked: the signed-in admin and the setup, the API from `api()` above, the logo and
 * placeholder pictures for /media.
 */
const mockServices = mockedServices(
  {
    admin: {
      id: demo.id(99),
      name: 'Ada Admin',
      email: 'ada@example.com',
      avatar: null,
      user_type: 'admin',
      role: 'owner',
      status: 1,
    },
    setup: {
      ...demo.setup,
      rightBanner: { special_title: 'Since 2009', title: 'Local and certified', image: '/media/x.svg' },
    },
  },
  api,
  (p) => IMAGE(path.basename(p)),
);

async function main() {
  const { base, page, shot, close } = await startAdminScreenshots({
    workspace: 'mfe-cms',
    mockServices,
    adminId: demo.id(99),
  });
  try {
    const screens: ReadonlyArray<readonly [string, string, string]> = [
      ['navlist', 'navbar-list', 'Navbar List'],
      ['posts', 'post-list', 'Post list'],
      ['setup', 'setup-page', 'Setup Page'],
      ['newsLetters', 'subscriber-list', 'Subscriber list'],
      ['pagelist', 'page-list', 'Page List'],
      ['pagecreate', 'page-create', 'Page Create'],
      ['pquery/privacy', 'page-update', 'Page Update'],
      ['banner', 'banner-card', 'Banner & Card'],
      ['testimonials', 'testimonial-list', 'Testimonial List'],
      ['charge', 'price-page', 'Price Page'],
      ['bannerlist', 'banner-page-list', 'Banner Page List'],
      ['bannercreate', 'banner-create', 'Banner Create'],
      ['bannerupdate/winter-offer', 'banner-update', 'Banner Update'],
      ['servicePageList', 'service-list', 'Service Page List'],
      ['serviceCreate', 'service-create', 'Service Create'],
      ['servicePageUpdate/rewiring', 'service-update', 'Service Update'],
      ['sendnewletter', 'send-newsletter', 'Send Newsletter'],
    ];
    for (const [route, name, heading] of screens) {
      await page.goto(`${base}/admin/${route}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.waitForTimeout(600);
      await shot(page, `${name}-1440`);
    }

    await page.goto(`${base}/admin/navlist`);
    await page.getByRole('button', { name: 'Edit Rewiring' }).click();
    await shot(page, 'navbar-modal-1440');
    await page.goto(`${base}/admin/posts`);
    await page.getByRole('button', { name: 'Edit Fuse boards explained' }).click();
    await page.waitForTimeout(800);
    await shot(page, 'post-modal-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}/admin/serviceCreate`);
    await page.getByRole('heading', { name: 'Service Create', level: 1 }).waitFor();
    await shot(page, 'service-create-390');
  } finally {
    await close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
