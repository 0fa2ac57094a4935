/**
 * Screenshots of every POS screen inside the real shell (npm run screenshots -w mfe-pos): builds the
 * shell and this remote, serves them through the local gateway (infra/local/src/admin-screenshots.ts) with the
 * svc-pos/svc-content answers mocked from test/fixtures.ts; then Chromium signs in (localStorage), opens each
 * screen and writes docs/screenshots/*.png, plus the printed invoice as A4 (print media) and PDF. Only ever listens on 127.0.0.1.
 * Needs Chromium (`CHROMIUM_PATH`, default /usr/bin/chromium).
 */
import { writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { startAdminScreenshots } from '../../infra/local/src/admin-screenshots';
import * as demo from '../test/fixtures';

const posDir = path.resolve(__dirname, '..');
const outDir = path.join(posDir, 'docs', 'screenshots');

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="64" viewBox="0 0 160 64">
<rect width="160" height="64" rx="10" fill="#0b1f3a"/><path d="M42 10 24 36h14l-6 18 20-28H38z" fill="#facc15"/>
<text x="62" y="40" font-family="Arial" font-size="18" font-weight="700" fill="#fff">Brightline</text></svg>`;

const orders = Array.from({ length: 12 }, (_, i) => {
  const n = 1042 - i;
  const paid = i % 3 === 1;
  const c = demo.customers[i % 2]!;
  return demo.order({
    id: demo.id(100 + i),
    invoice_no: n,
    customer: { name: c.name, phone: c.phone, email: c.email, address: c.address },
    ...(paid ? { payment: 200, due: 0, status: 'Paid' as const } : {}),
  });
});

function api(pathname: string, url: URL): { status: number; body: unknown } {
  const route = pathname.replace(/^\/api\//, '');
  const admin = {
    id: demo.id(99),
    name: 'Ada Admin',
    email: 'ada@example.com',
    avatar: null,
    user_type: 'admin',
    status: 1,
  };
  const products = { products: demo.services, categories: demo.categories };
  switch (route) {
    case 'admin/users':
      return { status: 200, body: { data: admin } };
    case 'getSingleSetup':
      return {
        status: 200,
        body: { data: { ...demo.setup, websiteLogo: { image: '/media/content/logo.svg' } } },
      };
    case 'admin/posSummary':
      return { status: 502, body: { message: 'Bad gateway' } };
    case 'admin/getposInsertData':
      return {
        status: 200,
        body: {
          data: {
            customers: demo.customers,
            categories: demo.categories,
            products: demo.services.filter((s) => s.status === 1),
          },
        },
      };
    case 'admin/customerByPhone':
      return { status: 404, body: { message: 'Customer not found.' } };
    case 'admin/getOrders': {
      const id = url.searchParams.get('id');
      if (id) return { status: 200, body: { data: orders.find((o) => o.id === id) ?? orders[0] } };
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 10);
      return {
        status: 200,
        body: {
          data: orders.slice((page - 1) * perPage, page * perPage),
          meta: { page, per_page: perPage, total: orders.length },
        },
      };
    }
    case 'admin/getCategories':
      return { status: 200, body: { data: demo.categories } };
    case 'admin/getProducts':
      return { status: 200, body: { data: products } };
    case 'admin/getCustomers':
      return { status: 200, body: { data: demo.customers } };
    default:
      return { status: 404, body: { message: 'Not Found' } };
  }
}

/** The services, mocked: the API from `api()` above and the logo (the only picture these screens show). */
function mockServices(req: IncomingMessage, res: ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const p = url.pathname;
  const send = (status: number, body: string, type: string) => {
    res.writeHead(status, { 'content-type': type });
    res.end(body);
  };
  if (p.startsWith('/api/')) {
    const { status, body } = api(p, url);
    return send(status, JSON.stringify(body), 'application/json');
  }
  if (p === '/media/content/logo.svg') return send(200, LOGO, 'image/svg+xml');
  return send(404, 'not found', 'text/plain');
}

async function main() {
  const { base, context, page, shot, close } = await startAdminScreenshots({
    workspace: 'mfe-pos',
    mockServices,
    adminId: demo.id(99),
    outDir,
  });
  try {
    await page.goto(`${base}/admin/ordercreate`);
    await page.getByRole('list', { name: 'Services' }).waitFor();
    await page.getByLabel('Phone').fill('07700 900999');
    await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: /Fuse board upgrade/ }).click();
    await page.getByRole('button', { name: /Socket install/ }).click();
    await page.getByLabel('Quantity of Socket install').fill('3');
    await page.getByLabel('Pay Amount (£)').fill('250');
    await page.getByLabel('Additional').check();
    await shot(page, 'pos-create-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'pos-create-390');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto(`${base}/admin/posupdate/${orders[0]!.id}`);
    await page.getByRole('button', { name: 'Update' }).waitFor();
    await shot(page, 'order-update-1440');

    await page.goto(`${base}/admin/orders`);
    await page.getByRole('cell', { name: 'Grace Hopper' }).first().waitFor();
    await shot(page, 'order-list-1440');
    await page.getByRole('button', { name: 'View invoice #1042' }).click();
    await shot(page, 'order-details-1440');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Payment of invoice #1042' }).click();
    await shot(page, 'order-payment-1440');
    await page.keyboard.press('Escape');

    for (const [route, name, cell] of [
      ['category', 'category-list', 'Electrical'],
      ['products', 'service-list', 'Socket install'],
      ['customers', 'customer-list', 'Grace Hopper'],
    ] as const) {
      await page.goto(`${base}/admin/${route}`);
      await page.getByRole('cell', { name: cell, exact: true }).first().waitFor();
      await shot(page, `${name}-1440`);
    }
    await page
      .getByRole('link', { name: 'Services' })
      .first()
      .click()
      .catch(() => undefined);
    await page.goto(`${base}/admin/products`);
    await page.getByRole('button', { name: 'Edit Socket install' }).click();
    await shot(page, 'service-modal-1440');

    // The printed invoice, through the list's Print (the window the desk gets): A4 with print media, as a
    // PNG and a PDF.
    const list = await context.newPage();
    await list.goto(`${base}/admin/orders`);
    const [invoice] = await Promise.all([
      context.waitForEvent('page'),
      list.getByRole('button', { name: `Print invoice #${orders[0]!.invoice_no}` }).click(),
    ]);
    await invoice.getByRole('article').waitFor();
    await invoice.waitForLoadState('load');
    await invoice.setViewportSize({ width: 1000, height: 650 });
    await shot(invoice, 'invoice-window-1000');
    await invoice.emulateMedia({ media: 'print' });
    await invoice.setViewportSize({ width: 794, height: 1123 });
    await shot(invoice, 'invoice-print-a4');
    writeFileSync(
      path.join(outDir, 'invoice.pdf'),
      await invoice.pdf({ format: 'A4', printBackground: true }),
    );
    console.log('wrote docs/screenshots/invoice.pdf');
  } finally {
    await close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
