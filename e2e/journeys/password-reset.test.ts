import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn } from '../src/browser';
import { waitForMail } from '../src/mail';

let browser: Browser;
let page: Page;
const email = 'remy.volt@voltdesk.local';

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
});

afterAll(async () => {
  await browser?.close();
});

it('an admin who forgot their password gets a link by e-mail, sets a new one and signs in with it', async () => {
  // An account to lose the password of (the first admin's is used by the other journeys).
  await signIn(page);
  await page.goto('/admin/adminlist');
  await page.getByRole('button', { name: /add new/i }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/name/i).fill('Remy Volt');
  await dialog.getByLabel(/e-?mail/i).fill(email);
  await dialog.getByLabel(/password/i).fill('remys-first-password');
  await dialog.getByRole('button', { name: /save|submit|add/i }).click();
  await page.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) }).waitFor();
  await page
    .getByRole('button', { name: /logout/i })
    .first()
    .click();
  await page.waitForURL('**/login');

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // The login panel stays on screen until the lazy page arrives: fill only once it is there.
  await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page
    .getByRole('status')
    .getByText(/we have sent it a link/)
    .waitFor();
  await screenshot(page, 'forgot-password-1280');

  const mail = await waitForMail(email, 60_000, (m) => /Reset your .* password/.test(m.subject));
  const link = /https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeDefined();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  await page.getByLabel('New password', { exact: true }).fill('remys-new-password');
  await page.getByLabel('Repeat the new password').fill('remys-new-password');
  await screenshot(page, 'reset-password-1280');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await page.getByRole('status').getByText('Your password has been changed.').waitFor();

  // The link works once: opened again, it says so instead of showing the form.
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByText('This link was already used').waitFor();
  expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);

  await page.goto('/login');
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/password/i).fill('remys-new-password');
  await page.getByRole('button', { name: /login/i }).click();
  await page.waitForURL('**/admin');
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
});
