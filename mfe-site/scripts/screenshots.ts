/**
 * npm run screenshots -w @voltdesk/mfe-site
 *
 * Builds the shell and the site remote, serves them with the mocked API of preview-server.ts and saves a
 * full-page screenshot of every public page at 375 px and 1280 px wide into docs/screenshots/.
 * SKIP_BUILD=1 reuses the last builds; ONLY=contact limits it to pages whose name contains the text.
 *
 * Each page is also checked with axe-core (WCAG 2.x A/AA rules) at each width; serious or critical
 * violations are listed and make the script exit non-zero.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { INVOICE_TOKEN, QUOTE_TOKEN } from '../test/customer-fixtures';
import { buildAll, CHROMIUM_ARGS, chromiumPath, siteDir, startPreview } from './preview-server';

const PAGES: [string, string][] = [
  ['landing', '/'],
  ['about', '/about'],
  ['contact', '/contact'],
  ['blogs', '/blogs'],
  ['post', '/details/post-1'],
  ['services', '/services'],
  ['service', '/service/rewiring'],
  ['banner', '/banner/spring-offer'],
  ['charges', '/charges'],
  ['free-page', '/p/privacy-policy'],
  ['newsletter', '/newsletter?result=unsubscribed'],
  ['not-found', '/no-such-page'],
  // A customer's links (svc-pos's answers mocked for a demo customer) and the portal.
  ['document-quote', `/document?token=${QUOTE_TOKEN}`],
  ['document-invoice', `/document?token=${INVOICE_TOKEN}`],
  ['document-dead-link', '/document?token=revoked'],
  ['portal-sign-in', `/portal?link=${INVOICE_TOKEN}`],
  ['portal-account', '/portal'],
];

const WIDTHS = [375, 768, 1280];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function axeCheck(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, which the page's Content-Security-Policy (no inline script)
  // does not apply to; a script tag would be refused.
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (o: unknown) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run({ resultTypes: ['violations'] });
    return result.violations;
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

async function main(): Promise<void> {
  buildAll();
  const preview = await startPreview();
  const outDir = path.join(siteDir, 'docs', 'screenshots');
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
  });
  const widths = (process.env.WIDTHS ?? '375,1280')
    .split(',')
    .map(Number)
    .filter((w) => WIDTHS.includes(w));
  const problems: string[] = [];
  try {
    for (const width of widths) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      // No network here: the Google Maps embed is drawn by a stand-in so the page looks as it will.
      await context.route('https://www.google.com/maps/**', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<body style="margin:0;height:100vh;background:#e8ecef repeating-linear-gradient(45deg,#dde3e8 0 2px,transparent 2px 40px),repeating-linear-gradient(-45deg,#dde3e8 0 2px,transparent 2px 60px);display:grid;place-items:center;font:600 16px system-ui;color:#51606f">Google Maps</body>',
        }),
      );
      const page = await context.newPage();
      page.on('pageerror', (e) => console.log(`page error on ${page.url()}: ${e.message}`));
      for (const [name, route] of PAGES) {
        if (process.env.ONLY && !name.includes(process.env.ONLY)) continue;
        await page.goto(`${preview.origin}${route}`, { waitUntil: 'networkidle' });
        await page.locator('h1, .vd-404').first().waitFor({ timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        // Lazy images below the fold: scroll through the page so they load before the full-page capture.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 60));
          }
          window.scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        for (const v of await axeCheck(page)) {
          problems.push(
            `${name} @${width}: ${v.impact} ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
          );
        }
        const file = path.join(outDir, `${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(`saved ${path.relative(siteDir, file)}`);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await preview.close();
  }
  console.log(
    problems.length ? problems.join('\n') : 'axe-core: no serious or critical violation on any page',
  );
  if (problems.length) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
