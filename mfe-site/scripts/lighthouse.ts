/**
 * One Lighthouse 12 run in Debian's Chromium (chrome-launcher on `chromePath`, the repository's flags), as
 * the site's benches run it: scores, the metrics a reader asks for, what the largest paint was, the
 * heaviest scripts and the failed binary audits. The mobile preset is Lighthouse's default: a mid-range
 * phone on slow 4G, throttling simulated.
 */
import { CHROMIUM_ARGS } from './preview-server';

export interface LighthouseScores {
  preset: 'mobile' | 'desktop';
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  metrics: Record<string, number | undefined>;
  /** What Lighthouse took as the largest contentful paint. */
  lcpElement: string | null;
  /** Main-thread time by script (ms), the largest first. */
  bootup: { url: string; totalMs: number }[];
  failedAudits: string[];
  /**
   * Lighthouse's own measure of this machine's CPU at the time of the run (`environment.benchmarkIndex`,
   * its "BenchmarkIndex": higher is faster). The mobile preset multiplies observed main-thread time by
   * `cpuSlowdownMultiplier` (4), calibrated for a desktop scoring about 1000 to 2000 or more; a busy shared
   * machine scores far lower, and every task it runs counts several times its idle length.
   */
  benchmarkIndex: number | null;
  cpuSlowdownMultiplier: number | null;
  /** Lighthouse's warnings about the run (a slow CPU among them). */
  runWarnings: string[];
}

type Details = unknown;

function lcpElementOf(details: Details): string | null {
  // { type: 'list', items: [{ type: 'table', items: [{ node: { snippet, nodeLabel } }] }, ...] }
  const text = JSON.stringify(details ?? null);
  const match = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(text);
  return match ? JSON.parse(`"${match[1]}"`) : null;
}

function bootupOf(details: Details, origin: string): { url: string; totalMs: number }[] {
  const items = (details as { items?: { url?: string; total?: number }[] } | undefined)?.items ?? [];
  return items
    .map((i) => ({
      url: String(i.url ?? '').replace(origin.replace(/\/$/, ''), ''),
      totalMs: Math.round(i.total ?? 0),
    }))
    .sort((a, b) => b.totalMs - a.totalMs)
    .slice(0, 8);
}

export async function lighthouseOnce(
  url: string,
  preset: 'mobile' | 'desktop',
  chromePath: string,
): Promise<LighthouseScores> {
  // Lighthouse and chrome-launcher are ES modules.
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({
    chromePath,
    chromeFlags: CHROMIUM_ARGS.filter((f) => f !== '--headless').concat('--headless=new'),
  });
  try {
    const config =
      preset === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
    const run = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      },
      config,
    );
    const lhr = run?.lhr;
    if (!lhr) throw new Error('no Lighthouse result');
    const score = (id: string) => {
      const s = lhr.categories[id]?.score;
      return typeof s === 'number' ? Math.round(s * 100) : null;
    };
    const metric = (id: string) => lhr.audits[id]?.numericValue;
    return {
      preset,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      metrics: {
        firstContentfulPaintMs: metric('first-contentful-paint'),
        largestContentfulPaintMs: metric('largest-contentful-paint'),
        totalBlockingTimeMs: metric('total-blocking-time'),
        cumulativeLayoutShift: metric('cumulative-layout-shift'),
        speedIndexMs: metric('speed-index'),
      },
      lcpElement: lcpElementOf(lhr.audits['largest-contentful-paint-element']?.details),
      bootup: bootupOf(lhr.audits['bootup-time']?.details, url),
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      cpuSlowdownMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
      runWarnings: (lhr.runWarnings ?? []).map(String),
      failedAudits: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  } finally {
    chrome.kill();
  }
}
