import { RESET_MESSAGES } from '@portal/contracts';
import { computeInsuredAges, todayInSingapore } from '@portal/core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  seriousViolations,
  settle,
  signedInSuiteWithInsured,
  violationsAtWidths,
} from './a11y-support';
import { freshTotp, launchBrowser, newPage, registerAndSignIn, screenshot } from './support';

// Issue 31 "Dead ends and lost input", walked as an adviser would, each journey twice in a row.

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** What has keyboard focus, as a screen reader would name it; 'BODY' when focus fell to the page. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'BODY';
    return `${el.tagName} ${el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''}`;
  });

async function openSubmenu(page: Page, label: string) {
  const toggle = menu(page).getByRole('button', { name: label, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

async function axe(page: Page, where: string) {
  const violations = await violationsAtWidths(page, where);
  await page.setViewportSize(DESKTOP);
  return violations;
}

describe('dead ends and lost input (issue 31)', () => {
  const suite = signedInSuiteWithInsured('15/06/1985');

  it('the menu and the Dashboard reach Life Goals 360, the Coverage Calculator and the four journeys', async () => {
    const { page } = suite;
    const violations: string[] = [];
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Start with a client' }).waitFor();
    await screenshot(page, 'dead-ends-dashboard-desktop');
    violations.push(...(await axe(page, 'dashboard')));
    await page.setViewportSize(PHONE);
    await settle(page);
    await screenshot(page, 'dead-ends-dashboard-phone');
    // Issue 31: the Dashboard's tab list fits a phone: no sideways scroll, every tab in view, and the
    // arrow keys still move between the tabs
    const tabList = page.locator('.home-tabs .p-tabview-nav-content');
    expect(await tabList.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    const tabs = page.locator('.home-tabs').getByRole('tab');
    for (const tab of await tabs.all())
      expect(await tab.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
    await tabs.first().focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await expect.poll(() => tabs.last().getAttribute('aria-selected')).toBe('true');
    expect(await tabs.last().evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, 'dead-ends-dashboard-overview-phone');
    await page.keyboard.press('Home');
    await page.keyboard.press('Enter');
    await expect.poll(() => tabs.first().getAttribute('aria-selected')).toBe('true');
    await page.setViewportSize(DESKTOP);

    for (const round of [1, 2]) {
      await menu(page).getByRole('link', { name: 'Life Goals 360' }).click();
      await heading(page, 'Life Goals 360').waitFor();
      await openSubmenu(page, 'Journeys');
      for (const journey of [
        'Journey of Wealth',
        'Journey to Retire',
        'Journey of Health',
        'Journey for Legacy',
      ]) {
        await menu(page).getByRole('link', { name: journey }).click();
        await heading(page, journey).waitFor();
      }
      if (round === 1) {
        await settle(page);
        await screenshot(page, 'dead-ends-menu-open-desktop');
        violations.push(...(await axe(page, 'journey')));
      }
      await openSubmenu(page, 'Calculators');
      await menu(page).getByRole('link', { name: 'Coverage Calculator' }).click();
      await heading(page, 'Coverage Calculator').waitFor();
      if (round === 1) violations.push(...(await axe(page, 'coverage calculator')));
      await page.getByRole('main').getByRole('link', { name: 'Life Goals 360' }).click();
      await heading(page, 'Life Goals 360').waitFor();
      await page.getByRole('link', { name: 'Adviser Portal home' }).click();
      await page
        .getByRole('navigation', { name: 'Start with a client' })
        .getByRole('link', { name: 'Journey of Health' })
        .click();
      await heading(page, 'Journey of Health').waitFor();
    }

    // The phone's drawer lists the same areas.
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await openSubmenu(page, 'Journeys');
    await menu(page).getByRole('link', { name: 'Journey for Legacy' }).waitFor();
    await settle(page);
    await screenshot(page, 'dead-ends-menu-open-phone');
    violations.push(...(await seriousViolations(page, 'menu drawer 390')));
    await menu(page).getByRole('link', { name: 'Life Goals 360' }).click();
    await heading(page, 'Life Goals 360').waitFor();
    await page.setViewportSize(DESKTOP);
    expect(violations).toEqual([]);
  });

  it('Change Insured returns to the tool, keeps its criteria and searches again for the new insured', async () => {
    const { page } = suite;
    await page.goto('/comparison/multiCI');
    await page.getByRole('button', { name: 'Search' }).waitFor();
    await page.locator('label[for="criteria-byTerm-sumInsured-200000"]').click();
    await expect.poll(() => page.getByLabel('S$200,000').isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('heading', { name: 'Results' }).waitFor();

    for (const [dob, iso] of [
      ['15/06/1975', '1975-06-15'],
      ['02/03/1995', '1995-03-02'],
    ] as const) {
      const anb = `ANB ${computeInsuredAges(iso, todayInSingapore(new Date())).anb}`;
      await page.getByRole('button', { name: 'Change Insured' }).click();
      await heading(page, 'Insured Details').waitFor();
      await page.getByLabel('Date of Birth').fill(dob);
      await expect.poll(() => page.getByTestId('insured-ages').textContent()).toContain(anb);
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL('**/comparison/multiCI');
      await page.getByRole('heading', { name: 'Results' }).waitFor();
      expect(await page.locator('.insured-banner').textContent()).toContain(anb);
      expect(await page.getByLabel('S$200,000').isChecked()).toBe(true);
      await expect.poll(() => focused(page)).not.toBe('BODY');
    }
  });

  it('Change Insured returns to the journey it was opened from, and keeps criteria not searched yet', async () => {
    const { page } = suite;
    const anbOf = (iso: string) => `ANB ${computeInsuredAges(iso, todayInSingapore(new Date())).anb}`;
    await page.goto('/journeys/journeyToRetire');
    await heading(page, 'Journey to Retire').waitFor();
    await page.getByRole('button', { name: 'Change Insured' }).click();
    await heading(page, 'Insured Details').waitFor();
    await page.getByLabel('Date of Birth').fill('20/01/1970');
    await expect.poll(() => page.getByTestId('insured-ages').textContent()).toContain(anbOf('1970-01-20'));
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/journeys/journeyToRetire');
    await heading(page, 'Journey to Retire').waitFor();
    expect(await page.locator('.insured-banner').textContent()).toContain(anbOf('1970-01-20'));
    await expect.poll(() => focused(page)).not.toBe('BODY');

    await page.goto('/comparison/multiCI');
    await page.getByRole('button', { name: 'Search' }).waitFor();
    await page.locator('label[for="criteria-byTerm-sumInsured-250000"]').click();
    await page.getByRole('button', { name: 'Change Insured' }).click();
    await heading(page, 'Insured Details').waitFor();
    await page.getByLabel('Date of Birth').fill('15/06/1985');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/comparison/multiCI');
    await page.getByRole('button', { name: 'Search' }).waitFor();
    expect(await page.getByLabel('S$250,000').isChecked()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Results' }).count()).toBe(0);
    await expect.poll(() => focused(page)).not.toBe('BODY');
    expect(await axe(page, 'tool back from Change Insured')).toEqual([]);
  });

  it('after Calculate on PV, FV, PMT and Rate the answer has focus, twice in a row', async () => {
    const { page } = suite;
    await page.goto('/calculator/pv-fv-pmt-rate');
    for (const tab of ['PV', 'FV', 'PMT', 'Rate']) {
      await page.getByRole('tab', { name: tab, exact: true }).click();
      for (const round of [1, 2]) {
        if (round === 1)
          await page
            .getByRole('button', { name: /^Try it/ })
            .first()
            .click();
        await page.getByRole('button', { name: 'Calculate' }).click();
        await expect.poll(() => focused(page)).toMatch(/^OUTPUT .*\(/);
        await page.getByRole('button', { name: 'Edit' }).click();
        await expect.poll(() => focused(page)).toMatch(/^INPUT/);
      }
    }
  });

  it('Life Goals 360 asks before replacing the comparison insured and keeps the typing as a draft', async () => {
    const { page } = suite;
    const violations: string[] = [];
    for (const round of [1, 2]) {
      await page.goto('/lifeGoals360/profile');
      await page.getByLabel('Date of Birth').fill('20/02/1992');
      await page.getByLabel('Name', { exact: true }).fill(`Goh Wei Ming ${round}`);
      await page.getByLabel('Male', { exact: true }).check();
      // Leaving without Next keeps what was typed.
      await menu(page).getByRole('link', { name: 'Dashboard' }).click();
      await page.getByRole('navigation', { name: 'Start with a client' }).waitFor();
      await page.goto('/lifeGoals360/profile');
      expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(`Goh Wei Ming ${round}`);

      await page.getByRole('button', { name: 'Next' }).click();
      const dialog = page.getByRole('dialog', { name: 'Replace the comparison insured?' });
      await dialog.waitFor();
      if (round === 1) {
        await settle(page);
        await screenshot(page, 'dead-ends-replace-insured-desktop');
        violations.push(...(await axe(page, 'replace insured dialog')));
        await page.setViewportSize(PHONE);
        await settle(page);
        await screenshot(page, 'dead-ends-replace-insured-phone');
        await page.setViewportSize(DESKTOP);
      }
      // Escape closes only the dialog; focus goes back to Next.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => focused(page)).toBe('BUTTON Next');
      await page.getByRole('button', { name: 'Next' }).click();
      await dialog.getByRole('button', { name: /^Keep / }).click();
      await page.waitForURL('**/lifeGoals360/goals');
    }
    await page.goto('/comparison/term');
    expect(await page.locator('.insured-banner').textContent()).toContain('Tan Mei Ling');
    expect(violations).toEqual([]);
  });
});

describe('signed-out dead ends (issue 31)', () => {
  it('shows the 2FA screen at a deep path after the login step and opens that page once verified', async () => {
    const browser = await launchBrowser();
    try {
      for (const deepPath of ['/comparison/insuredDetails', '/calculator/coverage']) {
        // A new adviser each round: its second code is the next step's, so no round waits for the clock.
        const first = await newPage(browser);
        const adviser = await registerAndSignIn(first.page);
        await first.context.close();
        const { context, page } = await newPage(browser);
        await page.goto('/');
        await page.getByLabel('Email').fill(adviser.email);
        await page.getByLabel('Password').fill(adviser.password);
        await page.getByRole('button', { name: 'Sign In' }).click();
        await page.waitForURL('**/otp');
        await page.goto(deepPath);
        await page.getByLabel('2FA Code').waitFor();
        expect(await page.getByRole('button', { name: 'Sign In', exact: true }).count()).toBe(0);
        await page.getByLabel('2FA Code').fill(await freshTotp(adviser.secret));
        await page.getByRole('button', { name: 'Verify' }).click();
        await page.getByRole('navigation', { name: 'Breadcrumb' }).waitFor();
        expect(new URL(page.url()).pathname).toBe(deepPath);
        await context.close();
      }
    } finally {
      await browser.close();
    }
  });

  it('an unknown reset link says the link is used or expired on the sign-in page', async () => {
    const browser = await launchBrowser();
    try {
      const { context, page } = await newPage(browser);
      for (const token of ['no-such-token-0123456789abcdef', 'another-unknown-token-9876543210']) {
        await page.goto(`/resetPassword/${token}`);
        await page.getByRole('alert').first().waitFor();
        expect(await page.getByRole('alert').allInnerTexts()).toContain(RESET_MESSAGES.linkExpired);
        expect(new URL(page.url()).pathname).toBe('/');
        await page.getByRole('button', { name: 'Sign In' }).waitFor();
      }
      await screenshot(page, 'dead-ends-reset-link-desktop');
      await context.close();
    } finally {
      await browser.close();
    }
  });
});
