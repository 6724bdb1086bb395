import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshTotp, launchBrowser, newPage, registerAndSignIn } from './support';

// Issue 17, keyboard only where a person without a mouse would be: after each step focus lands on
// something that says where they are (a heading, the next control, the opener), never on the body.

/** What has focus: its tag, id, text and accessible-name attributes. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      id: el?.id ?? '',
      text: el?.textContent?.trim() ?? '',
      label: el?.getAttribute('aria-label') ?? '',
      hideId: el?.dataset.hideId ?? '',
    };
  });
}

/** Waits until focus is on the page's main heading with this text. */
async function expectHeadingFocused(page: Page, text: string) {
  await page.waitForFunction(
    (want) => {
      const el = document.activeElement;
      return el?.tagName === 'H1' && el.closest('main') !== null && el.textContent?.trim() === want;
    },
    text,
    { timeout: 15_000 },
  );
}

async function pressOn(page: Page, selector: string, key: string) {
  await page.locator(selector).first().focus();
  await page.keyboard.press(key);
}

describe('keyboard only: focus after each step (issue 17)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  let adviser: Awaited<ReturnType<typeof registerAndSignIn>>;

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser, { width: 1366, height: 850, serviceWorkers: 'block' }));
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('after Verify (2FA) the Dashboard heading has focus', async () => {
    adviser = await registerAndSignIn(page);
    await expectHeadingFocused(page, 'Dashboard');
  });

  it('at 390 px: sign in and 2FA typed from the keyboard alone, focus on the code, then the Dashboard heading', async () => {
    const phone = await newPage(browser, { width: 390, height: 844, serviceWorkers: 'block' });
    try {
      await phone.page.goto('/');
      await phone.page.getByRole('button', { name: 'Sign In' }).waitFor();
      await phone.page.getByLabel('Email').focus();
      await phone.page.keyboard.type(adviser.email);
      await phone.page.keyboard.press('Tab');
      expect((await focused(phone.page)).id).toBe('login-password');
      await phone.page.keyboard.type(adviser.password);
      await phone.page.keyboard.press('Enter');
      // The 2FA page puts focus in its code field: the next key typed is the code.
      await phone.page.waitForFunction(() => document.activeElement?.id === 'otp-code', null, {
        timeout: 15_000,
      });
      await phone.page.keyboard.type(await freshTotp(adviser.secret));
      await phone.page.keyboard.press('Enter');
      await expectHeadingFocused(phone.page, 'Dashboard');
    } finally {
      await phone.context.close();
    }
  });

  it('a menu link moves focus to the new page heading', async () => {
    const sideMenu = page.getByRole('complementary', { name: 'Navigation' });
    await sideMenu.getByRole('button', { name: 'Comparisons' }).focus();
    await page.keyboard.press('Enter');
    const link = sideMenu.getByRole('link', { name: 'Insured Details' });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/comparison/insuredDetails');
    await expectHeadingFocused(page, 'Insured Details');
  });

  it('choosing Term in the Comparison Menu moves focus to the tool page heading', async () => {
    await page.getByLabel('Name').fill('Tan Ah Kow');
    await page.getByLabel('Male', { exact: true }).check();
    await page.getByLabel('Non-Smoker', { exact: true }).check();
    await page.getByLabel('Date of Birth').fill('01/02/1990');
    await page.getByRole('button', { name: 'Submit' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Comparison Menu' });
    await menu.waitFor();
    await menu.getByRole('button', { name: 'Term', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/comparison/term');
    await expectHeadingFocused(page, 'Term');
  });

  it('Search moves focus to the results heading and a polite live region says how many plans', async () => {
    await page.getByRole('button', { name: 'Search' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'results-heading', null, {
      timeout: 15_000,
    });
    expect((await focused(page)).text).toBe('Results');
    const region = page.locator('.search-announcement');
    expect(await region.getAttribute('aria-live')).toBe('polite');
    expect(await region.getAttribute('role')).toBe('status');
    expect(await region.textContent()).toMatch(/^\d+ plans? found/);
  });

  it('Hide, twice in a row, moves focus to the next row Hide button each time', async () => {
    const hideIds = () =>
      page
        .locator('button[data-hide-id]')
        .evaluateAll((buttons) => buttons.map((b) => b.dataset.hideId ?? ''));
    const before = await hideIds();
    expect(before.length).toBeGreaterThanOrEqual(4);

    await pressOn(page, 'button[data-hide-id]', 'Enter');
    await page.waitForFunction(
      (id) => document.activeElement?.getAttribute('data-hide-id') === id,
      before[1],
    );
    // The second Hide from where the first left focus: Space this time.
    await page.keyboard.press('Space');
    await page.waitForFunction(
      (id) => document.activeElement?.getAttribute('data-hide-id') === id,
      before[2],
    );
    expect(await hideIds()).toEqual(before.slice(2));
  });

  it('Upload Online from the keyboard: focus inside the dialog, Escape closes it and returns to the button', async () => {
    await page.getByRole('button', { name: 'Upload Online' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Enter Details' });
    await dialog.waitFor();
    await page.waitForFunction(() => Boolean(document.activeElement?.closest('[role="dialog"]')));
    await dialog.getByLabel("Client's name on comparison").focus();
    await page.keyboard.type('Tan Ah Kow');
    // Tab never leaves the open dialog.
    for (let step = 0; step < 12; step++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(
        true,
      );
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Upload Online');
  });

  it('Display Settings holds Tab while open, and Escape returns focus to the Profile menu button', async () => {
    await page.getByRole('button', { name: 'Profile menu' }).focus();
    await page.keyboard.press('Enter');
    const list = page.locator('#profile-menu [role="menu"]');
    await list.waitFor();
    // The menu moves with the arrow keys; walk down to Display Settings.
    for (let step = 0; step < 8; step++) {
      const active = await list.getAttribute('aria-activedescendant');
      const text = active ? await page.locator(`[id="${active}"]`).textContent() : '';
      if (text?.includes('Display Settings')) break;
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Display Settings' });
    await panel.waitFor();
    await page.waitForFunction(() =>
      document.querySelector('.settings-panel')?.contains(document.activeElement),
    );

    // Twenty Tabs and a Shift+Tab from the first control: focus never leaves the panel.
    for (let step = 0; step < 20; step++) await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('.settings-panel')?.contains(document.activeElement)),
    ).toBe(true);
    await panel.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page)).text).toBe('Save Preference');

    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.id === 'profile-menu-button');
    expect((await focused(page)).label).toMatch(/^.+, profile menu$/);
  });

  it('on the first load focus stays at the start; the skip link moves it to the main content', async () => {
    await page.reload();
    await page.locator('main h1').waitFor();
    expect((await focused(page)).tag).toBe('body');
    await page.keyboard.press('Tab');
    expect((await focused(page)).text).toBe('Skip to content');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main-content');
  });
});
