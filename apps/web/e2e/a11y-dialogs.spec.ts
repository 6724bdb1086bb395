import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  overflowAtReflow,
  seriousViolations,
  signedInSuiteWithInsured,
  termResults,
  WIDTHS,
} from './a11y-support';

// Issue 17, part of npm test (the a11y project): axe-core with the WCAG 2.2 A/AA tags; any critical or
// serious violation fails, named by screen, rule and element. The a11y-*.spec.ts files split the sweep so
// Vitest's two workers share it; dark, dim and the accents are in accessibility-themes.spec.ts.

describe('accessibility of the dialogs, Escape and the drawer (issue 17)', () => {
  const suite = signedInSuiteWithInsured();

  it('every dialog and panel, and the Term results, at 1366 and 390 px', { timeout: 300_000 }, async () => {
    const { page } = suite;
    const violations: string[] = [];
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto('/comparison/insuredDetails');
      await page.getByRole('button', { name: 'Comparison Menu' }).click();
      await page.getByRole('dialog', { name: 'Comparison Menu' }).waitFor();
      violations.push(...(await seriousViolations(page, `Comparison Menu ${size.width}`)));
      await page.keyboard.press('Escape');

      await termResults(page);
      violations.push(...(await seriousViolations(page, `term results ${size.width}`)));
      await page.getByRole('button', { name: 'Upload Online' }).click();
      await page.getByRole('dialog', { name: 'Enter Details' }).waitFor();
      violations.push(...(await seriousViolations(page, `Upload Online ${size.width}`)));
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Profile menu' }).click();
      violations.push(...(await seriousViolations(page, `profile menu ${size.width}`)));
      await page.getByRole('menuitem', { name: 'Display Settings' }).click();
      await page.getByLabel('Dark', { exact: true }).waitFor();
      violations.push(...(await seriousViolations(page, `Display Settings ${size.width}`)));
      await page.keyboard.press('Escape');
    }
    // The Term results the last pass left on screen, at 320 px.
    const overflow = await overflowAtReflow(page, () =>
      page
        .getByRole('button', { name: /^Hide / })
        .first()
        .waitFor(),
    );
    expect(violations).toEqual([]);
    expect(overflow, 'term results scroll sideways at 320 px').toBe(0);
  });

  it('Escape closes only the innermost open thing: the Validity list, then the Upload Online dialog', async () => {
    const { page } = suite;
    await page.setViewportSize(DESKTOP);
    await termResults(page);
    await page.getByRole('button', { name: 'Upload Online' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enter Details' });
    await dialog.getByLabel("Client's name on comparison").fill('Tan Mei Ling');
    await dialog.getByLabel('Validity period').focus();
    await page.keyboard.press('Alt+ArrowDown');
    await page.locator('.p-dropdown-panel').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.p-dropdown-panel').waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel("Client's name on comparison").inputValue()).toBe('Tan Mei Ling');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back to the button that opened the dialog, never to the page body.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Upload Online');
  });

  it('at 390 px the closed drawer is out of the Tab order; opened, it takes focus and Escape returns it', async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/card');
    await page.locator('main h1').waitFor();
    const focusedInDrawer = () =>
      page.evaluate(() => Boolean(document.activeElement?.closest('#layout-sidebar')));
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusedInDrawer()).toBe(false);
    }
    await page.getByRole('button', { name: 'Toggle menu' }).click();
    await expect.poll(focusedInDrawer).toBe(true);
    await page.keyboard.press('Escape');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Toggle menu');
    await page.setViewportSize(DESKTOP);
  });
});
