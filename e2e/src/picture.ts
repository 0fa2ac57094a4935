import type { Browser } from 'playwright-core';

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
