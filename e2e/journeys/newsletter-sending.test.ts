import type { Browser, Page } from 'playwright-core';
import { adminToken, api } from '../src/api';
import { launchBrowser, newPage, screenshot, signIn } from '../src/browser';
import { waitForMail } from '../src/mail';
import { until } from '../src/poll';
import { stackInfo } from '../src/stack';
import { confirmedSubscriber } from '../src/subscriber';

/**
 * The owner writes a newsletter, sees it as the mail will look, sends a
 * test to their own address, is told how many subscribers it reaches before it goes, and follows its
 * delivery per recipient; the activity log then says who sent it. A confirmed subscriber receives it.
 */
let browser: Browser;
let page: Page;
const reader = `nina-${Date.now()}@example.com`;
const subject = 'Winter safety checks';
const text = 'Book your boiler and wiring check before the cold sets in.';

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser, { width: 1440, height: 900 }));
  await confirmedSubscriber('Nina Newsletter', reader);
  // The confirmation reaches svc-notify (which sends) as an event: wait until it counts the subscriber.
  const token = await adminToken();
  await until(
    async () =>
      (await api<{ data: { recipients: number } }>('admin/newsletterAudience', { token })).body.data
        ?.recipients ?? 0,
    (n) => n > 0,
    { timeoutMs: 60_000, what: 'a confirmed subscriber counted by svc-notify' },
  );
});

afterAll(async () => {
  await browser?.close();
});

describe('sending a newsletter', () => {
  it('previews the newsletter as the mail will look and sends a test to the signed-in admin', async () => {
    await signIn(page);
    await page.goto('/admin/sendnewletter');
    await page.getByRole('heading', { level: 1, name: 'Send Newsletter' }).waitFor();
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page.getByRole('textbox', { name: 'Message', exact: true }).click();
    await page.keyboard.type(text);
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    const preview = page.frameLocator('iframe[title="Newsletter preview"]');
    await preview.getByText(text).waitFor();
    await screenshot(page, 'newsletter-preview-1440', 'mfe-cms');

    await page.getByRole('button', { name: 'Send test to me', exact: true }).click();
    const { adminEmail } = stackInfo();
    await page.getByText(`Test e-mail sent to ${adminEmail}.`).first().waitFor();
    const test = await waitForMail(adminEmail, 60_000, (m) => m.subject === `[Test] ${subject}`);
    expect(test.html).toContain(text);
  });

  it('says how many subscribers it reaches before sending, then shows its delivery per recipient', async () => {
    const { recipients } = (
      await api<{ data: { recipients: number } }>('admin/newsletterAudience', { token: await adminToken() })
    ).body.data;
    const reaches = `${recipients} ${recipients === 1 ? 'subscriber' : 'subscribers'}`;
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Send newsletter' });
    await confirm
      .getByText(`Send “${subject}” to ${reaches}? It goes out at once and cannot be called back.`)
      .waitFor();
    await screenshot(page, 'newsletter-confirm-1440', 'mfe-cms');
    await confirm.getByRole('button', { name: `Send to ${reaches}`, exact: true }).click();

    await page.waitForURL(/\/admin\/newsletterDelivery\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: subject }).waitFor();
    const mail = await waitForMail(reader, 60_000, (m) => m.subject === subject);
    expect(mail.html).toContain(text);
    // The delivery log follows the mails: reload until every one is sent.
    await until(
      async () => {
        await page.reload();
        const counts = page.getByRole('list', { name: 'Delivery counts' });
        await counts.waitFor();
        return (await counts.getByRole('listitem').allTextContents()).join(' | ');
      },
      (counts) => counts.includes(`${recipients} sent`),
      { timeoutMs: 60_000, what: 'every mail of the newsletter sent' },
    );
    const row = page.getByRole('table', { name: 'Recipients' }).getByRole('row').filter({ hasText: reader });
    await row.getByText('Sent', { exact: true }).waitFor();
    await screenshot(page, 'newsletter-recipients-1440', 'mfe-cms');

    await page.getByRole('link', { name: 'All newsletters' }).click();
    await page.getByRole('heading', { level: 1, name: 'Newsletter delivery' }).waitFor();
    await page
      .getByRole('table', { name: 'Newsletters' })
      .getByRole('link', { name: subject })
      .first()
      .waitFor();
    await screenshot(page, 'newsletter-delivery-1440', 'mfe-cms');
  });

  it('the activity log shows who sent it, for owners', async () => {
    await page.goto('/admin/activity');
    await page.getByRole('heading', { level: 1, name: 'Activity Log' }).waitFor();
    await page
      .getByRole('cell', { name: new RegExp(`\\(owner\\) sent newsletter ‘${subject}’`) })
      .first()
      .waitFor();
    await screenshot(page, 'activity-log-1440');
  });
});
