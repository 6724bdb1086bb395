// npm run bench: what a phone downloads until an adviser has signed in (issue 34). The built portal is
// opened in Debian's Chromium, left to settle, and its form filled in and submitted; every JavaScript
// file and every font received until the answer shows and the network is idle is counted as sent
// (brotli). Budgets: JavaScript at most 150 kB, fonts at most 100 kB.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { createTestContext } from '../src/test/context.js';

const webDistDir = path.resolve(import.meta.dirname, '../../web/dist');
if (!existsSync(path.join(webDistDir, 'index.html')))
  throw new Error('apps/web/dist is missing: run npm run build -w @portal/web first');

const ctx = await createTestContext({}, { webDistDir });
const origin = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
/** The files the page received, counted at the size the server sends: the build's .br sibling if any. */
const received = new Map<string, 'js' | 'font'>();
const sentBytes = (urlPath: string) => {
  const file = path.join(webDistDir, decodeURIComponent(urlPath));
  return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
};
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    const kind = /\.m?js$/.test(pathname) ? 'js' : /\.(woff2?|ttf|otf)$/.test(pathname) ? 'font' : null;
    if (kind && response.ok()) received.set(pathname, kind);
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  // Until the form is submitted: the adviser types, the form validates, the request leaves and its
  // answer (an unknown adviser here) is read and shown. Nothing more is on its way after that.
  await page.getByLabel('Email').fill('nobody@example.sg');
  await page.getByLabel('Password').fill('Not-the-password-1');
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/non-auth/login'));
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await answered;
  await page.getByRole('alert').first().waitFor();
  await page.waitForLoadState('networkidle');
} finally {
  await browser.close();
  await ctx.close();
}

const BUDGETS = { js: 150, font: 100 } as const;
let isMet = true;
for (const kind of ['js', 'font'] as const) {
  const files = [...received]
    .filter(([, fileKind]) => fileKind === kind)
    .map(([url]) => ({ url, bytes: sentBytes(url) }));
  const kb = files.reduce((sum, file) => sum + file.bytes, 0) / 1000;
  const met = kb <= BUDGETS[kind];
  isMet &&= met;
  console.log(
    `Sign-in page ${kind === 'js' ? 'JavaScript' : 'fonts'}: ${files.length} files, ${kb.toFixed(1)} kB as sent ` +
      `(budget ${BUDGETS[kind]} kB) ${met ? 'ok' : 'MISSED'}`,
  );
  for (const file of files.sort((a, b) => b.bytes - a.bytes))
    console.log(`  ${(file.bytes / 1000).toFixed(1).padStart(6)} kB  ${file.url}`);
}
if (!isMet) process.exitCode = 1;
