import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Lighthouse's mobile performance score (0..1) for `url`, in Debian's Chromium (ARCHITECTURE §5). */
export async function auditPerformance(url: string): Promise<number> {
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
    return result?.lhr.categories.performance?.score ?? 0;
  } finally {
    chrome.kill();
  }
}
