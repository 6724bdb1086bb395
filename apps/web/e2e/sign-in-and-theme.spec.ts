import { AUTH_MESSAGES, FIELD_MESSAGES } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForSuite } from './suite-page';
import {
  createInvitationCode,
  freshTotp,
  newPage,
  readCspViolationEvents,
  recordCspViolationEvents,
  screenshot,
  submitRegistration,
  watchCspViolations,
} from './support';

const adviser = {
  rnfName: 'Tan Mei Ling',
  rnf: 'rep-20261122',
  name: 'Mei Ling',
  mobile: '91234567',
  email: `mei.ling.${Date.now()}@example.sg`,
  password: 'Harbour#Front2026',
};

/** What the adviser sees: the shell's menu mode and the page's background lightness. */
async function readAppearance(page: Page) {
  return page.evaluate(() => {
    const [r = 255, g = 255, b = 255] = (
      getComputedStyle(document.body).backgroundColor.match(/\d+/g) ?? []
    ).map(Number);
    return {
      scheme: document.documentElement.dataset.colorScheme,
      isSlim: document.querySelector('.layout-wrapper')?.classList.contains('layout-slim') ?? false,
      backgroundLightness: (r + g + b) / 3,
    };
  });
}

describe('an adviser registers, sets up 2FA, saves a theme and finds it again at the next sign-in', () => {
  const suite = browserForSuite();
  let secret = '';

  it('registers with an invitation code and completes the QR setup', async () => {
    const invitationCode = await createInvitationCode();
    const { context, page } = await newPage(suite.browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await screenshot(page, 'sign-in-desktop');

    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Register' }).click();
    await expect.poll(() => page.getByText(FIELD_MESSAGES.invitationCodeRequired).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(FIELD_MESSAGES.mobileInvalid).isVisible()).toBe(true);

    await submitRegistration(page, { invitationCode, ...adviser, confirmedPassword: adviser.password });

    await page.waitForURL('**/otp');
    const qr = page.getByRole('img', { name: /QR/i });
    await qr.waitFor();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    // the data: image really renders under the Content-Security-Policy (img-src data:)
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    secret = (await page.getByLabel('Secret key').inputValue()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await screenshot(page, 'otp-setup-desktop');

    // a wrong code: the sticky error, and the field is emptied for another try
    const wrong = String((Number(await freshTotp(secret, { peek: true })) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel('2FA Code').fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => page.getByText(AUTH_MESSAGES.otpInvalid).isVisible()).toBe(true);
    expect(await page.getByLabel('2FA Code').inputValue()).toBe('');

    await page.getByLabel('2FA Code').fill(await freshTotp(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('tab', { name: 'Announcement' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await expect
      .poll(() => page.getByRole('navigation', { name: /breadcrumb/i }).innerText())
      .toContain('Dashboard');
    await screenshot(page, 'dashboard-desktop');

    // a reload keeps the adviser signed in: the access token is re-issued from the refresh cookie
    await page.reload();
    await page.getByRole('tab', { name: 'Announcement' }).waitFor();

    await page.setViewportSize({ width: 600, height: 900 });
    await page.getByRole('tab', { name: 'Road Map' }).click();
    await screenshot(page, 'dashboard-600');
    await page.setViewportSize({ width: 1280, height: 860 });

    // dark and slim, applied live, then saved
    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Display Settings' }).click();
    await page.getByLabel('Dark', { exact: true }).check();
    await page.getByLabel('Slim', { exact: true }).check();
    await page.getByRole('button', { name: 'Save Preference' }).click();
    await expect.poll(() => page.getByText(AUTH_MESSAGES.themeSaved).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    const saved = await readAppearance(page);
    expect(saved).toMatchObject({ scheme: 'dark', isSlim: true });
    expect(saved.backgroundLightness).toBeLessThan(80);
    await screenshot(page, 'dashboard-dark-slim');

    await page.getByRole('button', { name: 'Profile menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // the signed-out page, by then, is light again
    expect((await readAppearance(page)).scheme).not.toBe('dark');
    await context.close();
  });

  it('signs in on another browser: the 2FA countdown, then the saved dark slim theme', async () => {
    const { context, page } = await newPage(suite.browser);
    // Issue 17: zod runs jitless, so checking the replies never trips the page's CSP.
    const violations = watchCspViolations(page);
    await recordCspViolationEvents(page);
    await page.goto('/');
    await page.getByLabel('Email').fill(adviser.email);
    await page.getByLabel('Password').fill('Wrong#Password1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => page.getByText(AUTH_MESSAGES.loginInvalid).isVisible()).toBe(true);

    await page.getByLabel('Password').fill(adviser.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/otp');
    expect(await page.getByRole('img', { name: /QR/i }).count()).toBe(0);
    await expect.poll(() => page.getByRole('timer').innerText()).toMatch(/[45]:\d\d|300|29\d/);
    await screenshot(page, 'otp-countdown-desktop');
    await page.setViewportSize({ width: 600, height: 900 });
    await screenshot(page, 'otp-countdown-600');
    await page.setViewportSize({ width: 1280, height: 860 });

    await page.getByLabel('2FA Code').fill(await freshTotp(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('tab', { name: 'Announcement' }).waitFor();
    const appearance = await readAppearance(page);
    expect(appearance).toMatchObject({ scheme: 'dark', isSlim: true });
    expect(appearance.backgroundLightness).toBeLessThan(80);
    expect(await readCspViolationEvents(page)).toEqual([]);

    await page.goto('/no/such/page');
    await expect
      .poll(() => page.getByRole('navigation', { name: /breadcrumb/i }).innerText())
      .toContain('No page found');
    expect(violations).toEqual([]);
    await context.close();
  });

  it('signs in by keyboard alone: Tab reaches each field in order and Enter submits', async () => {
    const { context, page } = await newPage(suite.browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    const focusedLabel = () =>
      page.evaluate(() => {
        const id = document.activeElement?.id;
        return id ? document.querySelector(`label[for="${id}"]`)?.textContent?.trim() : undefined;
      });
    let presses = 0;
    while ((await focusedLabel()) !== 'Email' && presses < 10) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    expect(await focusedLabel()).toBe('Email');
    await page.keyboard.type(adviser.email);
    await page.keyboard.press('Tab');
    expect(await focusedLabel()).toBe('Password');
    await page.keyboard.type('Not#ThePassword9');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByText(AUTH_MESSAGES.loginInvalid).isVisible()).toBe(true);
    await context.close();
  });

  it('shows the sign-in page at 600 px', async () => {
    const { context, page } = await newPage(suite.browser, { width: 600, height: 900 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'sign-in-600');
    await context.close();
  });

  it('tells a Firefox user to use Chrome or Safari', async () => {
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const { context, page } = await newPage(suite.browser, { userAgent: firefox });
    await page.goto('/');
    await expect.poll(() => page.getByText(AUTH_MESSAGES.unsupportedBrowser).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
    await context.close();
  });
});
