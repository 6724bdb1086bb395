import { describe, expect, inject, it } from 'vitest';
import { seriousAxeViolations } from './adviser-area-helpers';
import { browserForSuite } from './suite-page';
import { newPage, registerAndSignIn, screenshot, settle, watchCspViolations } from './support';

// Issue 10: the sign-in page loads only its own chunks, compressed; the portal is installable and its
// service worker keeps the app shell but never answers for the API or a client's page.
describe('a split, compressed and installable portal', () => {
  const suite = browserForSuite();

  it('signs in without downloading the tables, calculators or exports, all of it compressed', async () => {
    const { context, page } = await newPage(suite.browser);
    const scripts: { url: string; encoding: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js'))
        scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script.encoding, script.url).toBe('br');
    const names = scripts.map((script) => new URL(script.url).pathname).join(' ');
    expect(names).not.toMatch(/datatable|exceljs|jspdf|calculator-pages|tool-pages|app-shell/);
    await context.close();
  });

  it('offers a manifest and a favicon, and registers a worker that keeps assets, never /api/ or /c/', async () => {
    const { context, page } = await newPage(suite.browser);
    const violations = watchCspViolations(page);
    await page.goto('/');
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    const favicon = await page.request.get('/favicon.ico');
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).toMatch(/icon/);

    const scriptUrl = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL ?? '';
    });
    expect(new URL(scriptUrl).pathname).toBe('/sw.js');

    // Controlled from the next load on: the shell and assets come through the worker, the API from the network.
    await registerAndSignIn(page);
    const assetReply = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith('/assets/'),
    );
    const shell = await page.goto('/comparison/manage');
    expect(shell?.fromServiceWorker()).toBe(true);
    expect((await assetReply).fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Online Comparisons' }).waitFor();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
    const apiReply = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/ready416');
    await page.evaluate(() => fetch('/api/ready416').then((response) => response.status));
    expect((await apiReply).fromServiceWorker()).toBe(false);

    const clientPage = await page.goto('/c/rep-00000000/abcdefghijklmnopqrstuvwx');
    expect(clientPage?.fromServiceWorker()).toBe(false);

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/');
    expect(cached.some((url) => url.startsWith('/assets/'))).toBe(true);
    expect(cached.filter((url) => url.startsWith('/api/') || url.startsWith('/c/'))).toEqual([]);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('shows an accessible placeholder inside the shell while a page downloads, at 1366 and 390 px', async () => {
    // No worker here: it would answer the asset itself, and this test holds the page's chunk back.
    const context = await suite.browser.newContext({
      baseURL: inject('baseUrl'),
      viewport: { width: 1366, height: 860 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await registerAndSignIn(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/online-comparisons-page-*.js', async (route) => {
      await held;
      await route.continue();
    });
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 860 });
      await page.goto('/comparison/manage');
      const status = page.getByRole('status').filter({ hasText: 'Loading page' });
      await status.waitFor();
      // The shell is there around it: the breadcrumb already names the page.
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Online Comparisons').waitFor();
      // The spinner shows after a 300 ms delay (an animation of the status): wait until it has.
      await settle(page);
      await screenshot(page, `page-loading-${width}`);
      expect(await seriousAxeViolations(page, `loading at ${width}`)).toEqual([]);
      const box = await status.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThan(860 * 0.5);
      if (width === 390) release();
    }
    await page.getByRole('heading', { level: 1, name: 'Online Comparisons' }).waitFor();
    await context.close();
  });
});
