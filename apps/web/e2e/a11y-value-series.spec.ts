import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  bornForAnb,
  DESKTOP,
  PHONE,
  seriousViolations,
  sidewaysOverflow,
  signedInSuiteWithInsured,
} from './a11y-support';

// Issue 17, part of npm test (the a11y project): axe-core with the WCAG 2.2 A/AA tags; any critical or
// serious violation fails, named by screen, rule and element. The a11y-*.spec.ts files split the sweep so
// Vitest's two workers share it; dark, dim and the accents are in accessibility-themes.spec.ts.

/**
 * The results as the adviser leaves them, at the page's width: a Retirement Income row's details open
 * on its payout chart, or the surrender value chart's figures unfolded. Searched once per tool, the
 * results keep their row open across the width change (one expansion state for table and cards).
 */
async function openChart(page: Page, route: string): Promise<void> {
  if (route.endsWith('retirementIncomePlan')) {
    // ADR 0033: a table where the view fits, cards where it does not (the Value view at 1366 px)
    const open = page.locator('.results-table .p-row-toggler, .result-card button[aria-controls]').first();
    if ((await open.getAttribute('aria-expanded')) !== 'true') await open.click();
    const yearOne = page.getByRole('button', { name: /^Year 1 / });
    if (!(await yearOne.isVisible())) await page.getByRole('button', { name: 'Chart', exact: true }).click();
    await yearOne.waitFor();
  } else {
    await page.getByLabel('Compare at year').waitFor();
    // Beyond the spec: the surrender value chart, its figures open
    const figures = page.locator('figure.value-chart details');
    if (!(await figures.evaluate((d) => (d as HTMLDetailsElement).open)))
      await page.locator('figure.value-chart').getByText('Figures by year').click();
    await page.locator('figure.value-chart tbody tr').first().waitFor();
  }
}

describe('accessibility of the value-series results (issues 11 and 17)', () => {
  // The sample illustrates ANB 35.
  const suite = signedInSuiteWithInsured(bornForAnb(35));

  it('the value-series results (issue 11): views, compare-at, rate toggle, the surrender value chart and the payout chart at 1366 and 390 px', async () => {
    const { page } = suite;
    const violations: string[] = [];
    for (const [route, mode] of [
      ['/comparison/wholeLifeEndowment', 'KPIs'],
      ['/comparison/lifetimeIncome', 'Value'],
      ['/comparison/retirementIncomePlan', 'Value'],
    ] as const) {
      await page.setViewportSize(DESKTOP);
      await page.goto(route);
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('button', { name: mode, exact: true }).click();
      await page.getByRole('button', { name: '3.00%' }).click();
      for (const size of [DESKTOP, PHONE]) {
        await page.setViewportSize(size);
        await openChart(page, route);
        violations.push(...(await seriousViolations(page, `${route} ${mode} ${size.width}`)));
        if (route.endsWith('retirementIncomePlan')) {
          // WCAG 2.5.3 Label in Name (an experimental rule in axe-core 4.13): a payout bar's name
          // begins with the text it shows.
          const bar = page.getByRole('button', { name: /^Year 1 / });
          const [text, name] = [(await bar.innerText()).trim(), await bar.getAttribute('aria-label')];
          expect(name?.startsWith(`${text}:`), `${text} / ${name}`).toBe(true);
        }
        if (size === PHONE) expect(await sidewaysOverflow(page), route).toBeLessThanOrEqual(0);
      }
    }
    await page.setViewportSize(DESKTOP);
    expect(violations).toEqual([]);
  });
});
