import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn } from '../src/browser';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
});

afterAll(async () => {
  await browser?.close();
});

describe('an admin', () => {
  it('signs in with the first admin and sees the dashboard', async () => {
    await signIn(page);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByText('Welcome to admin panel').waitFor();
    await screenshot(page, 'admin-dashboard-1280');
  });

  it('adds an admin, toggles their status, and cannot toggle their own', async () => {
    await page.goto('/admin/adminlist');
    await page.getByRole('button', { name: /add new/i }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/name/i).fill('Dana Fuse');
    await dialog.getByLabel(/e-?mail/i).fill('dana.fuse@voltdesk.local');
    await dialog.getByLabel(/password/i).fill('a-strong-password');
    await dialog.getByRole('button', { name: /save|submit|add/i }).click();
    const row = page.getByRole('row', { name: /dana\.fuse@voltdesk\.local/ });
    await row.waitFor();
    await row.getByRole('button', { name: 'Active', exact: true }).click();
    // Deactivating signs the admin out at once, so the screen asks first and names them.
    const confirm = page.getByRole('dialog', { name: 'Confirm' });
    await confirm.getByText(/Deactivate Dana Fuse \(dana\.fuse@voltdesk\.local\)\?/).waitFor();
    await confirm.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await row.getByRole('button', { name: 'Inactive', exact: true }).waitFor();
    // What the server stored, not only what the screen drew.
    await page.reload();
    await page
      .getByRole('row', { name: /dana\.fuse@voltdesk\.local/ })
      .getByRole('button', { name: 'Inactive', exact: true })
      .waitFor();
    const ownRow = page.getByRole('row', { name: /e2e-admin@voltdesk\.local/ });
    expect(await ownRow.getByRole('button').count()).toBe(0); // own status is not clickable
    await screenshot(page, 'admin-list-1280');
  });

  it('logs out and is sent back to the login screen', async () => {
    await page
      .getByRole('button', { name: /logout/i })
      .first()
      .click();
    await page.waitForURL('**/login');
    await page.goto('/admin');
    await page.waitForURL('**/login');
  });

  it('sees the 404 page on an unknown path', async () => {
    await page.goto('/no/such/page');
    await page.getByText('Sorry, the page you are looking for cannot be found.').waitFor();
  });
});
