import type { Browser, Page } from 'playwright-core';
import { adminToken, api } from '../src/api';
import { launchBrowser, newPage, screenshot, signIn } from '../src/browser';
import { createInvoice, uniqueCustomer } from '../src/pos';

/**
 * A job at a site: the owner adds a job for a known customer (the dialog on the Jobs list), makes an
 * invoice for it by choosing the job in the POS form (which fills the site and the customer), and finds
 * the invoice, its payment and the sums on the job's page, at 768 and 1280 wide without scrolling
 * sideways. It writes `pos-jobs-768.png`, `pos-jobs-1280.png`, `pos-job-768.png` and `pos-job-1280.png`.
 */
let browser: Browser;
let page: Page;
const customer = uniqueCustomer('Lena', 'landlords.example');
const site = `Flat 2, 14 Albert Road, Leeds LS6 1AA (${customer.phone.slice(-5)})`;
let jobId = '';

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  await signIn(page);
  // The customer record comes from a first invoice (customers are found by phone).
  await createInvoice(page, { ...customer, price: '80.00' });
});

afterAll(async () => {
  await browser?.close();
});

/** How far the page and each of its tables scroll sideways (0 when nothing is hidden). */
const sideways = async () => [
  await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ...(await page
    .locator('.vd-table-wrap')
    .evaluateAll((els) => els.map((el) => el.scrollWidth - el.clientWidth))),
];

it('adds a job for the customer from the Jobs list', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/jobs');
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Job' });
  await dialog.getByLabel('Customer').selectOption({ label: `${customer.name} (${customer.phone})` });
  await dialog.getByLabel('Site address').fill(site);
  await dialog.getByLabel('Description').fill('Rewire the ground floor');
  await dialog.getByLabel('Status').selectOption({ label: 'Booked' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Job created successfully.').first().waitFor();
  const found = await api<{ data: Array<{ id: string; site_address: string }> }>(
    `admin/getJobs?search=${encodeURIComponent(customer.phone.slice(-5))}`,
    { token: await adminToken() },
  );
  expect(found.body.data.map((j) => j.site_address)).toEqual([site]);
  jobId = found.body.data[0]!.id;
});

it('invoices the job: choosing it in the POS form fills the site and the customer', async () => {
  await page.goto('/admin/ordercreate');
  const form = page.getByRole('form', { name: 'Invoice' });
  await form.getByLabel('Job').selectOption({ label: `Rewire the ground floor, ${site}` });
  expect(await form.getByLabel('Site address').inputValue()).toBe(site);
  expect(await form.getByLabel('Phone').inputValue()).toBe(customer.phone);
  await page.getByRole('list', { name: 'Services' }).getByRole('button').first().click();
  await form.getByLabel(/^Price of /).fill('450.00');
  await form.getByLabel('Pay Amount (£)').fill('150');
  await form.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('Invoice created').first().waitFor();
});

describe.each([
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
])('at $width wide', ({ width, height }) => {
  it('the job is in the list and its page shows the invoice, the payment and the sums', async () => {
    await page.setViewportSize({ width, height });
    await page.goto('/admin/jobs');
    await page.getByRole('link', { name: 'Rewire the ground floor' }).first().waitFor();
    expect(await sideways()).toEqual([0, 0]);
    await screenshot(page, `pos-jobs-${width}`);

    await page.goto(`/admin/job/${jobId}`);
    await page.getByRole('heading', { level: 1, name: 'Rewire the ground floor' }).waitFor();
    const sums = page.getByRole('region', { name: 'Sums' });
    await expect(sums.getByText('£450.00').count()).resolves.toBeGreaterThan(0);
    await expect(sums.getByText('£150.00').count()).resolves.toBe(1);
    const invoices = page.getByRole('table', { name: 'Invoices of the job' });
    expect(await invoices.getByRole('row').count()).toBe(2);
    expect(await page.getByRole('region', { name: 'Job' }).textContent()).toContain(site);
    expect(await sideways()).toEqual([0, 0, 0, 0]);
    await screenshot(page, `pos-job-${width}`);
  });
});
