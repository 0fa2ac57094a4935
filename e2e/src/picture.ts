import type { Browser, Locator } from 'playwright-core';
import { until } from './poll';

/**
 * A real PNG to upload (svc-content checks an image's bytes, not its name): Chromium draws a titled card
 * and its screenshot is the picture.
 */
export async function samplePicture(browser: Browser, label: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 800, height: 450 } });
  try {
    await page.setContent(
      `<body style="margin:0"><div style="width:800px;height:450px;display:flex;align-items:center;` +
        `justify-content:center;background:linear-gradient(135deg,#0b1f3a,#1d4ed8);color:#facc15;` +
        `font:bold 48px sans-serif"></div></body>`,
    );
    await page.locator('div').evaluate((el, text) => (el.textContent = text), label);
    return await page.locator('div').screenshot({ type: 'png' });
  } finally {
    await page.close();
  }
}

/**
 * Picks a sample picture in a form's image field (`label`, e.g. 'Image') and waits until the form's
 * preview of it has drawn. The preview is an object URL of the file (`blob:`): blocked by the page's
 * policy, it stays a broken image 0 px wide and this throws.
 */
export async function pickPicture(form: Locator, label: string, picture: Buffer): Promise<void> {
  await form
    .getByLabel(label, { exact: true })
    .setInputFiles({ name: 'picture.png', mimeType: 'image/png', buffer: picture });
  await until(
    () =>
      form
        .getByRole('img', { name: `${label} preview` })
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    (width) => width > 0,
    { timeoutMs: 10_000, what: `the preview of the picture picked in ${label}` },
  );
}
