import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn } from '../src/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  await signIn(page);
});

afterAll(async () => {
  await browser?.close();
});

describe('the POS desk', () => {
  it('creates an invoice for a new customer and takes a payment against it', async () => {
    await page.goto('/admin/ordercreate');
    const services = page.getByRole('list', { name: 'Services' });
    await services.getByRole('button').first().click();
    const invoice = page.getByRole('form', { name: 'Invoice' });
    const phone = `07700 9${String(Date.now()).slice(-5)}`;
    await invoice.getByLabel('Phone').fill(phone);
    await invoice.getByLabel('Name').fill('Pat Payer');
    await invoice.getByLabel('Email').fill('pat.payer@example.com');
    await invoice.getByLabel('Pay Amount (£)').fill('0');
    await screenshot(page, 'pos-create-1280');
    await invoice.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Invoice created').first().waitFor();

    await page.goto('/admin/orders');
    const row = page.getByRole('row', { name: /Pat Payer/ }).first();
    await row.getByText('Unpaid').waitFor();
    await row.getByRole('button', { name: /^Payment of invoice/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Amount (£)').fill('1');
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await page.getByText('Payment update successfully').first().waitFor();
    await screenshot(page, 'pos-orders-1280');
  });
});
