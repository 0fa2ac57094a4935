import type { Browser, Page } from 'playwright-core';
import { adminToken, api } from '../src/api';
import { launchBrowser, newPage, screenshot, signIn, viewports } from '../src/browser';
import { createInvoice, openOrderRow, uniqueCustomer } from '../src/pos';

let browser: Browser;
let token: string;
let settingsBefore: Record<string, unknown>;

beforeAll(async () => {
  browser = await launchBrowser();
  token = await adminToken();
  settingsBefore = (await api<{ data: Record<string, unknown> }>('admin/getInvoiceSettings', { token })).body
    .data;
  // A VAT-registered contractor pricing without VAT, as the trade does.
  await api('admin/updateInvoiceSettings', {
    method: 'PUT',
    token,
    json: { vat_registered: true, vat_number: 'GB123456789', prices_include_vat: false },
  });
});

afterAll(async () => {
  // The settings go back as they were, for the journeys after this one.
  const { vat_registered, vat_number, prices_include_vat } = settingsBefore;
  await api('admin/updateInvoiceSettings', {
    method: 'PUT',
    token,
    json: { vat_registered, vat_number, prices_include_vat },
  });
  await browser?.close();
});

/** Today in the business's zone (svc-auth's business clock), as a report period takes it. */
async function businessToday(): Promise<string> {
  const clock = await api<{ data: { time_zone: string } }>('businessClock');
  return new Intl.DateTimeFormat('en-CA', { timeZone: clock.body.data.time_zone }).format(new Date());
}

/** Takes what is due on the invoice through the order list's payment dialog. */
async function takeDue(page: Page, customer: { phone: string; name: string }, due: string) {
  const { row, invoiceNo } = await openOrderRow(page, customer);
  await row.getByRole('button', { name: `Payment of invoice #${invoiceNo}` }).click();
  const payment = page.getByRole('dialog', { name: `Payment: Invoice #${invoiceNo}` });
  await payment.getByLabel('Amount (£)').fill(due);
  await payment.getByLabel('Method').selectOption({ label: 'Bank transfer' });
  await payment.getByRole('button', { name: 'Pay' }).click();
  await page.getByText('Payment update successfully').first().waitFor();
  await row.getByText('Paid', { exact: true }).waitFor();
}

/** The accountant's export as the Reports screen saves it: the file's rows, BOM and all taken off. */
async function exportFor(page: Page, ledger: string, records: string): Promise<string[]> {
  const panel = page.getByRole('region', { name: 'Export for accountant' });
  await panel.getByLabel('Ledger').selectOption({ label: ledger });
  await panel.getByLabel('Records').selectOption({ label: records });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: `Download CSV for ${ledger}` }).click(),
  ]);
  // The browser is the run's (connected remotely): the file is read from its stream, not a local path.
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n');
}

describe('UK trade invoicing', () => {
  it('invoices a contractor, takes the payment, and finds the figures in the reports and the exports', async () => {
    const { page } = await newPage(browser);
    await signIn(page);
    const customer = uniqueCustomer('Connor');
    const no = await createInvoice(page, { ...customer, price: '480.00' });
    const order = (
      await api<{ data: Array<{ id: string; total: number; due: number; vat: { vat: number } | null }> }>(
        `admin/getOrders?page=1&per_page=5&search=${encodeURIComponent(customer.phone)}`,
        { token },
      )
    ).body.data[0]!;
    await takeDue(page, customer, order.due.toFixed(2));

    // The VAT report and the accountant's export of today carry the invoice.
    const today = await businessToday();
    await page.goto('/admin/reports');
    await page.getByRole('region', { name: 'VAT summary' }).waitFor();
    const xero = await exportFor(page, 'Xero', 'Sales invoices and credit notes');
    expect(xero[0]).toMatch(/^\*ContactName,EmailAddress,/);
    const rows = xero.filter((r) => r.startsWith(`${customer.name},`));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.includes(`,${no},`))).toBe(true);
    const payments = await exportFor(page, 'QuickBooks Online', 'Payments');
    expect(payments[0]).toBe('Date,Description,Amount');
    const [y, m, d] = today.split('-');
    expect(payments).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${d}/${m}/${y},${customer.name}: Payment of invoice ${no} .*,${order.due.toFixed(2)}$`),
      ),
    );
    await screenshot(page, 'pos-reports-export-1280');
    await page.setViewportSize(viewports.tablet);
    await screenshot(page, 'pos-reports-export-768');
    await page.close();
  });
});
