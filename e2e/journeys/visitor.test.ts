import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, screenshot, viewports } from '../src/browser';
import { waitForMail } from '../src/mail';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function open(viewport = viewports.desktop): Promise<Page> {
  const { page } = await newPage(browser, viewport);
  return page;
}

describe('a visitor', () => {
  it('browses the landing page on a phone and on a desktop', async () => {
    for (const [name, viewport] of Object.entries({ phone: viewports.phone, desktop: viewports.desktop })) {
      const page = await open(viewport);
      await page.goto('/');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.getByRole('contentinfo').waitFor();
      expect(await page.locator('body').innerText()).not.toMatch(/undefined|\[object Object\]/);
      await screenshot(page, `site-landing-${name === 'phone' ? 375 : 1280}`);
      await page.close();
    }
  });

  it('opens a service page from the menu', async () => {
    const page = await open();
    await page.goto('/');
    const serviceLink = page.locator('header a[href^="/service/"]').first();
    if (!(await serviceLink.isVisible())) {
      // Services sit in a dropdown: open it the way a visitor does.
      await page
        .getByRole('banner')
        .getByRole('button', { name: /services/i })
        .first()
        .click();
    }
    await serviceLink.click();
    await page.waitForURL(/\/service\//);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await screenshot(page, 'site-service-1280');
  });

  it('reads a post from the blog', async () => {
    const page = await open();
    await page.goto('/blogs');
    await page
      .getByRole('link', { name: /read more/i })
      .first()
      .click();
    await page.waitForURL(/\/details\//);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await screenshot(page, 'site-post-1280');
  });

  it('subscribes to the newsletter, and confirms by the button of the page the mail links to', async () => {
    const page = await open();
    const email = `visitor-${Date.now()}@example.com`;
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.getByLabel('Your name').fill('Vera Visitor');
    await form.getByLabel('Your e-mail').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Thanks for subscribe.').first().waitFor();
    const mail = await waitForMail(email);
    const link = /https?:\/\/[^"'\s<>]+\/api\/confirmSubscription\?token=[\w-]+/.exec(
      mail.html ?? mail.text ?? '',
    )?.[0];
    expect(link).toBeDefined();
    // The link lands on a question (a GET confirms nothing, since mail scanners follow links); the button does.
    await page.goto(link!);
    await page.getByRole('heading', { level: 1, name: 'Confirm your subscription' }).waitFor();
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }).waitFor();
    expect(new URL(page.url()).search).toBe('?result=confirmed');
  });

  it('sends a contact message', async () => {
    const page = await open();
    await page.goto('/contact');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Carl Contact');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('carl@example.com');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('07700 900123');
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Could you quote for an EV charger?');
    await page.getByRole('button', { name: /send/i }).click();
    await page.getByText('Message sent successfully.').first().waitFor();
    await screenshot(page, 'site-contact-1280');
  });

  it('hits the 404 page', async () => {
    const page = await open(viewports.phone);
    await page.goto('/this/does/not/exist');
    await page.getByText('Sorry, the page you are looking for cannot be found.').waitFor();
  });
});
