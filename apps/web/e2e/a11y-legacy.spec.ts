import { describe, expect, it } from 'vitest';
import {
  DESKTOP,
  bornForAnb,
  seriousViolations,
  sidewaysOverflow,
  signedInSuiteWithInsured,
  WIDTHS,
} from './a11y-support';

// Issue 12 in issue 17's sweep (npm test's a11y project): axe-core with the WCAG 2.2 A/AA tags on the
// Legacy Planning results; dark and dim are in accessibility-themes.spec.ts.

describe('accessibility of the Legacy Planning results (issues 12 and 17)', () => {
  // The sample illustrates whole life for non-smokers at ANB 35.
  const suite = signedInSuiteWithInsured(bornForAnb(35));

  it('the Legacy Planning results (issue 12): Whole Life KPIs and an opened Universal Life Index row at 1366 and 390 px', async () => {
    // One axe run per tool and width (the other views change columns, not structure: issue 10's
    // budget). Searched once per tool; the opened row stays open across the width change.
    const { page } = suite;
    const violations: string[] = [];
    await page.goto('/comparison/wholeLife');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'KPIs', exact: true }).click();
    await page.getByLabel('Compare at age').selectOption('80');
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      violations.push(...(await seriousViolations(page, `/comparison/wholeLife KPIs ${size.width}`)));
      if (size.width < 600) expect(await sidewaysOverflow(page), 'wholeLife').toBeLessThanOrEqual(0);
    }
    await page.setViewportSize(DESKTOP);
    await page.goto('/comparison/universalLifeIndex');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('button', { name: 'Values', exact: true }).click();
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      // ADR 0033: a view is a table while it fits and cards below that, at any width.
      const open = page.locator('.results-table .p-row-toggler, .result-card button[aria-controls]').first();
      if ((await open.getAttribute('aria-expanded')) !== 'true') await open.click();
      await page
        .getByRole('region', { name: /illustration$/ })
        .first()
        .waitFor();
      violations.push(
        ...(await seriousViolations(page, `/comparison/universalLifeIndex Values ${size.width}`)),
      );
      if (size.width < 600) expect(await sidewaysOverflow(page), 'universalLifeIndex').toBeLessThanOrEqual(0);
    }
    await page.setViewportSize(DESKTOP);
    expect(violations).toEqual([]);
  });
});
