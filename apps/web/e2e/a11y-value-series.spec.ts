import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DESKTOP,
  enterInsured,
  seriousViolations,
  sidewaysOverflow,
  type SignedIn,
  signedInWithInsured,
  WIDTHS,
} from './a11y-support';

// Issue 17, part of npm test (the a11y project): axe-core with the WCAG 2.2 A/AA tags; any critical or
// serious violation fails, named by screen, rule and element. The a11y-*.spec.ts files split the sweep so
// Vitest's two workers share it; dark, dim and the accents are in accessibility-themes.spec.ts.

describe('accessibility of the value-series results (issues 11 and 17)', () => {
  let session: SignedIn;
  let page: Page;

  beforeAll(async () => {
    session = await signedInWithInsured();
    page = session.page;
  });
  afterAll(async () => {
    await session?.close();
  });

  it('the value-series results (issue 11): views, compare-at, rate toggle, the surrender value chart and the payout chart at 1366 and 390 px', async () => {
    // The sample illustrates ANB 35: an insured born 34 years ago (on 1 January).
    await page.goto('/comparison/insuredDetails');
    await page.getByLabel('Date of Birth').fill(`01/01/${new Date().getUTCFullYear() - 34}`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Comparison Menu' }).waitFor();
    const violations: string[] = [];
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      for (const [route, mode] of [
        ['/comparison/wholeLifeEndowment', 'KPIs'],
        ['/comparison/lifetimeIncome', 'Value'],
        ['/comparison/retirementIncomePlan', 'Value'],
      ] as const) {
        await page.goto(route);
        await page.getByRole('button', { name: 'Search' }).click();
        await page.getByRole('button', { name: mode, exact: true }).click();
        await page.getByRole('button', { name: '3.00%' }).click();
        if (route.endsWith('retirementIncomePlan')) {
          const open =
            size.width > 600
              ? page.locator('.results-table .p-row-toggler')
              : page.getByRole('button', { name: /^Details/ });
          await open.first().click();
          await page.getByRole('button', { name: 'Chart' }).click();
          await page.getByRole('button', { name: /^Year 1 / }).waitFor();
        } else {
          await page.getByLabel('Compare at year').waitFor();
          // Beyond the spec: the surrender value chart, its figures open
          await page.locator('figure.value-chart').getByText('Figures by year').click();
          await page.locator('figure.value-chart tbody tr').first().waitFor();
        }
        violations.push(...(await seriousViolations(page, `${route} ${mode} ${size.width}`)));
        if (size.width < 600) expect(await sidewaysOverflow(page), route).toBeLessThanOrEqual(0);
        await page.getByRole('button', { name: 'Reset' }).click();
      }
    }
    await page.setViewportSize(DESKTOP);
    await enterInsured(page);
    expect(violations).toEqual([]);
  });
});
