import type { Browser, BrowserContext, Page } from 'playwright-core';
import { CONTENT_SECURITY_POLICY } from '@voltdesk/contracts';
import { adminToken, api } from '../src/api';
import { launchBrowser, signIn } from '../src/browser';
import { CMS_PATHS, POS_PATHS, PUBLIC_PATHS } from '@voltdesk/shell/route-ownership';
import { pickPicture, samplePicture } from '../src/picture';
import { until } from '../src/poll';
import { stackInfo } from '../src/stack';

type Row = { slug?: string; id?: string };

/** An Open quote to show (a fresh stack has none): one made through the API for the first service. */
async function openQuote(token: string): Promise<string> {
  const pos = await api<{ data: { products: Array<{ id: string; name: string; price: number }> } }>(
    'admin/getposInsertData',
    { token },
  );
  const service = pos.body.data.products[0]!;
  const validUntil = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const res = await api<{ data: { id: string } }>('admin/insertQuote', {
    method: 'POST',
    token,
    json: {
      customer: { name: 'Cora Policy', phone: '07700 900321', email: 'cora@example.com' },
      items: [{ id: service.id, name: service.name, price: service.price, qty: 1 }],
      valid_until: validUntil,
    },
  });
  if (res.status !== 201 && res.status !== 200) throw new Error(`insertQuote: ${res.status}`);
  return res.body.data.id;
}

/**
 * A newsletter to show the deliveries of: the newest sent, or one sent now (svc-notify lists it once the
 * event has reached it).
 */
async function aNewsletter(token: string): Promise<string> {
  const listed = async () => (await api<{ data: Row[] }>('admin/newsletters', { token })).body.data?.[0]?.id;
  const sent = await listed();
  if (sent) return sent;
  const res = await api('admin/sendNewsLetter', {
    method: 'POST',
    token,
    json: { subject: 'Policy walk', message: '<p>Checking every screen.</p>' },
  });
  if (res.status !== 200) throw new Error(`sendNewsLetter: ${res.status}`);
  return (await until(listed, (id) => id !== undefined, { timeoutMs: 60_000, what: 'a newsletter listed' }))!;
}

/** The first record of a list answer (plain or paginated). */
async function first(pathname: string, token?: string): Promise<Row> {
  const res = await api<{ data: Row[] | { data: Row[] } }>(pathname, { token });
  const rows = Array.isArray(res.body.data) ? res.body.data : res.body.data.data;
  if (res.status !== 200 || !rows[0]) throw new Error(`${pathname}: no record to open (${res.status})`);
  return rows[0];
}

let browser: Browser;
let context: BrowserContext;
let page: Page;
const violations: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({
    baseURL: stackInfo().baseUrl,
    viewport: { width: 1280, height: 800 },
  });
  // Runs through the DevTools protocol, before any page script, so the policy does not apply to it.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`,
      ),
    );
  });
  page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
});

afterAll(async () => {
  await browser?.close();
});

async function walk(screens: string[]): Promise<void> {
  for (const screen of screens) {
    const response = await page.goto(screen);
    expect({ screen, csp: response?.headers()['content-security-policy'] }).toEqual({
      screen,
      csp: CONTENT_SECURITY_POLICY,
    });
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    violations.push(...seen.map((v) => `${screen}: ${v}`));
  }
  expect(violations).toEqual([]);
}

/**
 * Every public and admin screen, as the shell declares them (shell/src/app/route-ownership.ts), opened in
 * Chromium under the Content-Security-Policy the gateway sends: any violation (a blocked script, style,
 * frame, image or connection) fails the walk, and so does an HTML answer without the policy.
 */
describe('the Content-Security-Policy', () => {
  it('holds on every public screen', async () => {
    const params: Record<string, string> = {
      'service/:slug': `service/${(await first('services')).slug}`,
      'details/:slug': `details/${(await first('getPost')).slug}`,
      'banner/:slug': `banner/${(await first('admin/getBannerpage', await adminToken())).slug}`,
      'p/:slug': `p/${(await first('admin/pages', await adminToken())).slug}`,
    };
    const screens = PUBLIC_PATHS.map((p) => (p === '/' ? '/' : `/${params[p] ?? p}`));
    await walk(['/login', ...screens]);
  });

  it('holds on every admin screen', async () => {
    const token = await adminToken();
    const params: Record<string, string> = {
      'pquery/:slug': `pquery/${(await first('admin/pages', token)).slug}`,
      'bannerupdate/:slug': `bannerupdate/${(await first('admin/getBannerpage', token)).slug}`,
      'servicePageUpdate/:slug': `servicePageUpdate/${(await first('admin/getService', token)).slug}`,
      'posupdate/:id': `posupdate/${(await first('admin/getOrders', token)).id}`,
      'customer/:id': `customer/${(await first('admin/getCustomers', token)).id}`,
    };
    params['newsletterDelivery/:id'] = `newsletterDelivery/${await aNewsletter(token)}`;
    const quote = await openQuote(token);
    params['quote/:id'] = `quote/${quote}`;
    params['quoteupdate/:id'] = `quoteupdate/${quote}`;
    // A lead needs a visitor's request (seconds apart from its form: lead-to-quote.test.ts sends one); an
    // id no lead has still draws the screens' own layout ("This lead does not exist.", the quote's start).
    const lead = '0'.repeat(24);
    params['lead/:id'] = `lead/${lead}`;
    params['leadquote/:id'] = `leadquote/${lead}`;
    // Likewise a job page of an id no job has (its "could not be loaded" layout).
    params['job/:id'] = `job/${lead}`;
    await signIn(page);
    const own = ['', 'adminlist', 'profile'];
    const remotes = [...CMS_PATHS, ...POS_PATHS].map((p) => params[p] ?? p);
    expect(remotes.filter((p) => p.includes(':'))).toEqual([]);
    await walk([...own, ...remotes].map((p) => `/admin${p ? `/${p}` : ''}`));
  });

  it('holds while an admin works: a modal form and its toast', async () => {
    await page.goto('/admin/category');
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Category' });
    await dialog.getByLabel('Name').fill(`CSP check ${Date.now()}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Category created successfully.').first().waitFor();
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    expect([...violations, ...seen]).toEqual([]);
  });

  it('holds while an admin picks an image: the form previews the picked file', async () => {
    await page.goto('/admin/posts');
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Post' });
    await pickPicture(dialog, 'Image', await samplePicture(browser, 'CSP'));
    const seen = await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    expect([...violations, ...seen]).toEqual([]);
  });
});
