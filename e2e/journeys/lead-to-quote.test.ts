import type { Browser } from 'playwright-core';
import { launchBrowser, newPage, screenshot, signIn } from '../src/browser';
import { sendLeadRequest } from '../src/lead-request';
import { waitForMail } from '../src/mail';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A 1 x 1 PNG, as a phone's photo would be sent (svc-pos reads its type from these bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('a job request from the site', () => {
  it('a visitor requests a visit with a photo, and the owner turns it into a quote', async () => {
    const email = `visitor-${Date.now()}@example.com`;
    const name = `Vera Visitor ${String(Date.now()).slice(-5)}`;
    const { page } = await newPage(browser);
    await page.goto('/request-visit');
    await page.getByRole('heading', { level: 1, name: 'Request a quote or book a visit' }).waitFor();
    const form = page.getByRole('form', { name: 'Tell us about the job' });
    await form.getByRole('button', { name: 'Send request' }).and(page.locator(':enabled')).waitFor();
    await form.getByLabel('Service').selectOption({ index: 1 });
    await form.getByLabel('What do you need?').fill('Two double sockets in the kitchen, and a new light.');
    await form.getByLabel('Site address').fill('4 Elm Road, London');
    await form.getByLabel('Postcode').fill('SW1A 1AA');
    await form.getByRole('checkbox', { name: 'Friday' }).check();
    await form
      .getByLabel(/^Photos/)
      .setInputFiles({ name: 'kitchen.png', mimeType: 'image/png', buffer: PNG });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Phone').fill(`07700 9${String(Date.now()).slice(-5)}`);
    await form.getByLabel('E-mail').fill(email);
    await screenshot(page, 'site-request-visit-1280');
    await sendLeadRequest(page);
    const confirmation = await waitForMail(email, 60_000);
    expect(confirmation.text).toContain('Site address: 4 Elm Road, London, SW1A 1AA');
    await page.close();

    const { page: desk } = await newPage(browser);
    await signIn(desk);
    await desk.goto('/admin/leads');
    await desk.getByRole('link', { name, exact: true }).click();
    await desk.getByRole('heading', { name: `Lead: ${name}` }).waitFor();
    await desk.getByRole('img', { name: `Photo 1 from ${name}` }).waitFor();
    expect(
      await desk
        .getByRole('img', { name: `Photo 1 from ${name}` })
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    ).toBe(1);
    await screenshot(desk, 'pos-lead-1280');
    await desk.getByRole('button', { name: 'Create quote' }).click();
    await desk.getByRole('heading', { name: 'New Quote from Lead' }).waitFor();
    expect(await desk.getByLabel('Email').inputValue()).toBe(email);
    expect(await desk.getByLabel(/Notes/).inputValue()).toContain('Site: 4 Elm Road, London, SW1A 1AA');
    await desk.getByRole('list', { name: 'Services' }).getByRole('button').first().click();
    await desk.getByRole('button', { name: 'Save Quote' }).click();
    await desk
      .getByText(/^Quote Q-\d{6} created from the lead$/)
      .first()
      .waitFor();
    await desk.waitForURL(/\/admin\/quote\//);

    await desk.goto('/admin/leads');
    await desk
      .getByRole('row', { name: new RegExp(name) })
      .getByText('Quoted')
      .waitFor();
  });
});
