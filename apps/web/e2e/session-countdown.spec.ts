import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPortal, type Portal } from './portal-server';
import { freshTotp, launchBrowser, screenshot } from './support';

// spec 000 §4.2: countdown in the menu, 'System Alert' at 3 minutes left, signed out at 0. A server of
// its own with SESSION_MINUTES=4, and the page's clock fast-forwarded past the 60 s checks.
describe('a short session counts down, warns, and signs the adviser out', () => {
  let browser: Browser;
  let portal: Portal;
  let secret = '';

  beforeAll(async () => {
    portal = await startPortal({ SESSION_MINUTES: '4' });
    secret = /Demo TOTP secret: .*[?&]secret=([A-Z2-7]+)/.exec(portal.output())?.[1] ?? '';
    expect(secret).not.toBe('');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('shows the countdown, then the System Alert, then the sign-in page', async () => {
    const context = await browser.newContext({ baseURL: portal.baseUrl, viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto('/');
    await page.getByLabel('Email').fill('demo@adviser.sg');
    await page.getByLabel('Password').fill('Demo@2025!');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/otp');
    await page.getByLabel('2FA Code').fill(await freshTotp(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('tab', { name: 'Announcement' }).waitFor();

    await expect.poll(() => page.getByText(/Auto log out in \d+ min\(s\)/).innerText()).toBe('Auto log out in 4 min(s)');
    expect(await page.getByRole('dialog', { name: 'System Alert' }).count()).toBe(0);

    await page.clock.fastForward('01:00');
    const alert = page.getByRole('dialog', { name: 'System Alert' });
    await alert.waitFor();
    expect(await page.getByText(/Auto log out in \d+ min\(s\)/).first().innerText()).toBe('Auto log out in 3 min(s)');
    await screenshot(page, 'system-alert-desktop');
    await page.setViewportSize({ width: 600, height: 900 });
    await page.waitForTimeout(500); // the menu's slide-out transition at the narrow layout
    await screenshot(page, 'system-alert-600');
    await page.setViewportSize({ width: 1280, height: 860 });
    await alert.getByRole('button', { name: 'OK' }).click();

    await page.clock.fastForward('03:00');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await context.close();
  });
});
