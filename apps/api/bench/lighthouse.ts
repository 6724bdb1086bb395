import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

type Category = 'performance' | 'accessibility' | 'best-practices';

/** Lighthouse's scores (0..1) of `url` in the named categories, in Debian's Chromium (ARCHITECTURE §5). */
export async function auditScores(
  url: string,
  categories: readonly Category[],
  formFactor: 'mobile' | 'desktop' = 'mobile',
): Promise<Record<Category, number> & { failing: string[] }> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, onlyCategories: [...categories], logLevel: 'error' },
      formFactor === 'desktop'
        ? {
            extends: 'lighthouse:default',
            settings: {
              formFactor: 'desktop',
              screenEmulation: {
                mobile: false,
                width: 1350,
                height: 940,
                deviceScaleFactor: 1,
                disabled: false,
              },
            },
          }
        : undefined,
    );
    const lhr = result?.lhr;
    const scores = { performance: 0, accessibility: 0, 'best-practices': 0 };
    for (const category of categories) scores[category] = lhr?.categories[category]?.score ?? 0;
    // The audits that cost points, to say what to fix.
    const failing = categories.flatMap((category) =>
      (lhr?.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr?.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    );
    return { ...scores, failing };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse's measure of the host's CPU (`environment.benchmarkIndex`) and what a reader of a score
 * should know of it: Lighthouse warns below 1,000 that its 4x slowdown then emulates a slower phone than
 * it means to, and the scores fall with it (ADR 0042, session 37).
 */
export const describeHost = (benchmarkIndexes: readonly number[]) => {
  const sorted = [...benchmarkIndexes].sort((a, b) => a - b);
  const range = `${Math.round(sorted[0] ?? 0)}-${Math.round(sorted[sorted.length - 1] ?? 0)}`;
  return `host CPU benchmark index ${range}${(sorted[0] ?? 0) < 1000 ? ' (Lighthouse warns below 1,000)' : ''}`;
};

/** One mobile performance audit of `url`: Lighthouse's whole result. */
async function auditLhr(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    return result?.lhr;
  } finally {
    chrome.kill();
  }
}

/** Lighthouse's mobile performance score (0..1) for `url`. */
export const auditPerformance = async (url: string) => (await auditScores(url, ['performance'])).performance;

/**
 * The median of `runs` mobile performance audits of `url` (Lighthouse's own advice for a noisy machine),
 * with that run's first contentful paint and the audits that cost it points.
 */
export async function auditMedian(url: string, runs: number) {
  const results: { performance: number; fcpMs: number; failing: string[]; benchmarkIndex: number }[] = [];
  for (let run = 0; run < runs; run += 1) {
    const lhr = await auditLhr(url);
    results.push({
      performance: lhr?.categories.performance?.score ?? 0,
      fcpMs: lhr?.audits['first-contentful-paint']?.numericValue ?? Number.POSITIVE_INFINITY,
      benchmarkIndex: lhr?.environment.benchmarkIndex ?? 0,
      failing: (lhr?.categories.performance?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr?.audits[ref.id]?.score ?? 1) < 0.9)
        .map((ref) => `${ref.id} ${lhr?.audits[ref.id]?.displayValue ?? ''}`.trim()),
    });
  }
  const host = describeHost(results.map((result) => result.benchmarkIndex));
  results.sort((a, b) => a.performance - b.performance);
  const median = results[Math.floor(results.length / 2)];
  return { performance: 0, fcpMs: Infinity, failing: [], ...median, host };
}
