/**
 * npm run bench:site -w @voltdesk/mfe-site
 *
 * Builds the site remote and the shell, serves both through the local gateway with svc-content mocked
 * (preview-server.ts, 127.0.0.1 only), opens `/` in headless Chromium and adds up the gzip size of every
 * JavaScript (and CSS) file it fetched: shell, remote, shared React and all. Then runs Lighthouse 12 on `/`
 * (mobile and desktop presets, LIGHTHOUSE_RUNS times each, 5 by default, judged by the median run) with
 * CHROME_PATH (default /usr/bin/chromium). Writes bench/results/site.json at the repository root. Not a
 * test: it fails only when the build fails.
 *
 * SKIP_BUILD=1 reuses the last builds; SKIP_LIGHTHOUSE=1 measures bytes only. BENCH_ORIGIN=http://localhost:8080
 * measures a running `npm start` instead (real services and demo data, which share this machine's CPU with
 * the browser) and writes bench/results/site-npm-start.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildAll, CHROMIUM_ARGS, chromiumPath, repoRoot, startPreview } from './preview-server';
import { lighthouseOnce, type LighthouseScores } from './lighthouse';

const BUDGET_JS_GZIP = 200 * 1024;
const benchOrigin = process.env.BENCH_ORIGIN?.replace(/\/$/, '');
const outFile = path.join(repoRoot, 'bench', 'results', benchOrigin ? 'site-npm-start.json' : 'site.json');
const chromePath = chromiumPath();

interface Fetched {
  url: string;
  kind: 'js' | 'css';
  owner: 'shell' | 'site';
  bytes: number;
  gzip: number;
}

// Text only admin code contains (app-core's ui/forms/editor, ajv, the admin layout): none may reach `/`.
const ADMIN_MARKERS = ['Welcome to admin panel', 'vd-sidebar', 'vd-table', 'ajv', 'DraftEditor'];

async function measureBytes(origin: string): Promise<{ files: Fetched[]; adminMarkersFound: string[] }> {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const files: Fetched[] = [];
    const bodies: string[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const url = response.url();
      const ext = path.extname(new URL(url).pathname);
      if (!url.startsWith(origin) || (ext !== '.js' && ext !== '.css')) return;
      pending.push(
        response
          .body()
          .then((body) => {
            const rel = url.slice(origin.length);
            bodies.push(body.toString('utf8'));
            files.push({
              url: rel,
              kind: ext === '.js' ? 'js' : 'css',
              owner: rel.startsWith('/remotes/site/') ? 'site' : 'shell',
              bytes: body.length,
              gzip: gzipSync(body).length,
            });
          })
          .catch(() => undefined),
      );
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const all = bodies.join('\n');
    return {
      files: files.sort((a, b) => b.gzip - a.gzip),
      adminMarkersFound: ADMIN_MARKERS.filter((m) => all.includes(m)),
    };
  } finally {
    await browser.close();
  }
}

/** Lighthouse's own advice on variability: several runs, judged by the median. */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

interface PresetResult {
  preset: 'mobile' | 'desktop';
  runs: number;
  /** Performance score of every run, in order. */
  performanceRuns: (number | null)[];
  performanceMedian: number | null;
  /** The run whose performance score is the median, in full. */
  medianRun: LighthouseScores;
}

async function runLighthouse(url: string): Promise<PresetResult[] | { error: string }> {
  try {
    const results: PresetResult[] = [];
    for (const preset of ['mobile', 'desktop'] as const) {
      const runs: LighthouseScores[] = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) runs.push(await lighthouseOnce(url, preset, chromePath));
      const sorted = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
      const medianRun = sorted[Math.floor((sorted.length - 1) / 2)]!;
      results.push({
        preset,
        runs: runs.length,
        performanceRuns: runs.map((r) => r.performance),
        performanceMedian: medianRun.performance,
        medianRun,
      });
    }
    return results;
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

async function main(): Promise<void> {
  if (!benchOrigin) buildAll();
  const preview = benchOrigin ? { origin: benchOrigin, close: async () => undefined } : await startPreview();
  try {
    const { files, adminMarkersFound } = await measureBytes(preview.origin);
    const sum = (pick: (f: Fetched) => boolean) => files.filter(pick).reduce((n, f) => n + f.gzip, 0);
    const js = sum((f) => f.kind === 'js');
    const lighthouse =
      process.env.SKIP_LIGHTHOUSE === '1' ? { skipped: true } : await runLighthouse(`${preview.origin}/`);
    const result = {
      generatedAt: new Date().toISOString(),
      what: `gzip bytes (zlib default level) of the JS and CSS Chromium fetched for / (shell, site remote, shared libraries); Lighthouse 12 on / with CHROME_PATH, median of ${LIGHTHOUSE_RUNS} runs per preset`,
      servedBy: benchOrigin
        ? `npm start at ${benchOrigin} (demo data)`
        : 'the local gateway, svc-content mocked from test/fixtures.ts',
      page: '/',
      budgetJsGzipBytes: BUDGET_JS_GZIP,
      jsGzipBytes: js,
      withinBudget: js <= BUDGET_JS_GZIP,
      jsGzipBytesByOwner: {
        shell: sum((f) => f.kind === 'js' && f.owner === 'shell'),
        site: sum((f) => f.kind === 'js' && f.owner === 'site'),
      },
      cssGzipBytes: sum((f) => f.kind === 'css'),
      adminMarkersFound,
      files,
      lighthouse,
    };
    mkdirSync(path.dirname(outFile), { recursive: true });
    writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    console.log(
      `/ JS ${kb(js)} gzip (shell ${kb(result.jsGzipBytesByOwner.shell)}, site ${kb(result.jsGzipBytesByOwner.site)}), CSS ${kb(result.cssGzipBytes)}; budget ${kb(BUDGET_JS_GZIP)}: ${result.withinBudget ? 'within' : 'OVER'}`,
    );
    if (Array.isArray(lighthouse)) {
      for (const l of lighthouse) {
        const m = l.medianRun;
        console.log(
          `Lighthouse ${l.preset} (median of ${l.runs}: ${l.performanceRuns.join(', ')}): performance ${m.performance}, accessibility ${m.accessibility}, best practices ${m.bestPractices}, SEO ${m.seo}`,
        );
      }
    } else {
      console.log(`Lighthouse: ${JSON.stringify(lighthouse)}`);
    }
    console.log(`admin code on /: ${adminMarkersFound.length ? adminMarkersFound.join(', ') : 'none'}`);
    console.log(`written ${path.relative(repoRoot, outFile)}`);
  } finally {
    await preview.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
