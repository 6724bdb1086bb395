import { COMPONENT_THEMES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  PHONE,
  SCREENS,
  enterInsured,
  ilpResults,
  seriousViolations,
  termResults,
  useTheme,
} from './a11y-support';
import { signedInSuite } from './suite-page';
import { newPage, screenshot } from './support';

// Issue 17 in every colour: axe on the screens in dark and dim, and in light with each accent colour the
// display settings offer; the 390 px screenshots of sign-in, Term results and Upload Online in light and
// dim. Run by npm run test:e2e (the a11y-*.spec.ts files, in npm test, cover every screen in light).

describe('accessibility in every colour scheme and accent (issue 17)', () => {
  const suite = signedInSuite({ ...DESKTOP, prepare: (page) => enterInsured(page) });

  it('dark and dim, and every accent colour in light', { timeout: 600_000 }, async () => {
    const { page } = suite;
    const violations: string[] = [];
    const themes = [
      ...['dark', 'dim'].map((scheme) => [scheme, 'blue'] as const),
      ...COMPONENT_THEMES.map((accent) => ['light', accent] as const),
    ];
    for (const [scheme, accent] of themes) {
      await useTheme(page, scheme, accent);
      const routes =
        accent === 'blue' ? SCREENS : ['/', '/calculator/irr-xirr', '/comparison/manage', '/card'];
      for (const route of routes) {
        await page.goto(route);
        await page.locator('main').waitFor();
        violations.push(...(await seriousViolations(page, `${scheme} ${accent} ${route}`)));
      }
      await termResults(page);
      violations.push(...(await seriousViolations(page, `${scheme} ${accent} term results`)));
      if (accent === 'blue') {
        await ilpResults(page);
        violations.push(...(await seriousViolations(page, `${scheme} ${accent} 101 plan results`)));
        await screenshot(page, `a11y-ilp-results-${scheme}`);
      }
      if (accent === 'blue' || accent === 'amber')
        await screenshot(page, `a11y-term-results-${scheme}-${accent}`);
    }
    await useTheme(page, 'light', 'blue');
    expect(violations).toEqual([]);
  });

  it('screenshots at 390 px: sign-in, Term results and Upload Online in light and dim', async () => {
    const { browser, page } = suite;
    for (const scheme of ['light', 'dim'] as const) {
      const guest = await newPage(browser, PHONE);
      try {
        await guest.page.goto('/');
        await useTheme(guest.page, scheme, 'blue');
        await guest.page.reload();
        await guest.page.getByRole('button', { name: 'Sign In' }).waitFor();
        await screenshot(guest.page, `a11y-sign-in-390-${scheme}`);
      } finally {
        await guest.context.close();
      }
      await page.setViewportSize(PHONE);
      await useTheme(page, scheme, 'blue');
      await termResults(page);
      await screenshot(page, `a11y-term-results-390-${scheme}`);
      await page.getByRole('button', { name: 'Upload Online' }).click();
      const dialog = page.getByRole('dialog', { name: 'Enter Details' });
      await dialog.waitFor();
      expect(await seriousViolations(page, `Upload Online 390 ${scheme}`)).toEqual([]);
      await screenshot(page, `a11y-upload-online-390-${scheme}`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await useTheme(page, 'light', 'blue');
    await page.setViewportSize(DESKTOP);
  });

  it('the Legacy Planning results (issue 12) in dark and dim', async () => {
    // The sample illustrates whole life for non-smokers at ANB 35: an insured born 34 years ago.
    const { page } = suite;
    await page.goto('/comparison/insuredDetails');
    await page.getByLabel('Date of Birth').fill(`01/01/${new Date().getUTCFullYear() - 34}`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Comparison Menu' }).waitFor();
    const violations: string[] = [];
    for (const scheme of ['dark', 'dim'] as const) {
      await useTheme(page, scheme, 'blue');
      for (const [route, mode] of [
        ['/comparison/wholeLife', 'KPIs'],
        ['/comparison/universalLifeIndex', 'Values'],
      ] as const) {
        await page.goto(route);
        await page.getByRole('button', { name: 'Search' }).click();
        await page.locator('.results-table').first().waitFor();
        await page.getByRole('button', { name: mode, exact: true }).click();
        violations.push(...(await seriousViolations(page, `${scheme} ${route} ${mode}`)));
        await page.getByRole('button', { name: 'Reset' }).click();
      }
    }
    await useTheme(page, 'light', 'blue');
    await enterInsured(page);
    expect(violations).toEqual([]);
  });
});
