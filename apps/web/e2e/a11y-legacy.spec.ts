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

// Issue 12 in issue 17's sweep (npm test's a11y project): axe-core with the WCAG 2.2 A/AA tags on the
// Legacy Planning results; dark and dim are in accessibility-themes.spec.ts.

describe('accessibility of the Legacy Planning results (issues 12 and 17)', () => {
  let session: SignedIn;
  let page: Page;

  beforeAll(async () => {
    session = await signedInWithInsured();
    page = session.page;
  });
  afterAll(async () => {
    await session?.close();
  });

  it('the Legacy Planning results (issue 12): Whole Life KPIs and an opened Universal Life Index row at 1366 and 390 px', async () => {
    // The sample illustrates whole life for non-smokers at ANB 35: an insured born 34 years ago. One
    // axe run per tool and width (the other views change columns, not structure: issue 10's budget).
    await page.goto('/comparison/insuredDetails');
    await page.getByLabel('Date of Birth').fill(`01/01/${new Date().getUTCFullYear() - 34}`);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog', { name: 'Comparison Menu' }).waitFor();
    const violations: string[] = [];
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto('/comparison/wholeLife');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('button', { name: 'KPIs', exact: true }).click();
      await page.getByLabel('Compare at age').selectOption('80');
      violations.push(...(await seriousViolations(page, `/comparison/wholeLife KPIs ${size.width}`)));
      if (size.width < 600) expect(await sidewaysOverflow(page), 'wholeLife').toBeLessThanOrEqual(0);
      await page.goto('/comparison/universalLifeIndex');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.getByRole('button', { name: 'Values', exact: true }).click();
      const open =
        size.width > 600
          ? page.locator('.results-table .p-row-toggler')
          : page.getByRole('button', { name: /^Details/ });
      await open.first().click();
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
    await enterInsured(page);
    expect(violations).toEqual([]);
  });
});
