import type { Page } from 'playwright-core';

/**
 * Sends the request as a person would. svc-pos refuses a form sent within 3 s of opening it (its
 * time-to-submit rule) and counts every attempt against its per-address limit, so a refusal is answered by
 * waiting out those seconds once, not by pressing again at once (which on a quick machine ran into the
 * limit: "Too many attempts").
 */
export async function sendLeadRequest(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Tell us about the job' });
  for (let attempt = 1; ; attempt += 1) {
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/insertLead') && r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Send request' }).click(),
    ]);
    if (answer.ok()) break;
    await page
      .getByText(/quicker than a person/)
      .first()
      .waitFor();
    if (attempt === 2) throw new Error(`the request was refused twice (${answer.status()})`);
    await page.waitForTimeout(3_000);
  }
  await page
    .getByText(/We have e-mailed you a copy/)
    .first()
    .waitFor();
}
