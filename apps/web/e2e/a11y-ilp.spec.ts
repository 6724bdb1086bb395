import { describe, expect, it } from 'vitest';
import {
  ilpResults,
  overflowAtReflow,
  seriousViolations,
  signedInSuiteWithInsured,
  WIDTHS,
} from './a11y-support';

// Issue 17, part of npm test (the a11y project): axe-core with the WCAG 2.2 A/AA tags; any critical or
// serious violation fails, named by screen, rule and element. The a11y-*.spec.ts files split the sweep so
// Vitest's two workers share it; dark, dim and the accents are in accessibility-themes.spec.ts.

describe('accessibility of the 101 plan results (issues 13 and 17)', () => {
  const suite = signedInSuiteWithInsured();

  it(
    'the 101 plan: Custom results with a row chart, the FAQ and KPIs, then PI results, at 1366 and 390 px',
    { timeout: 300_000 },
    async () => {
      // The Upload Online dialog is the Term results' one (above); the themes spec adds dark and dim.
      const { page } = suite;
      const violations: string[] = [];
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await ilpResults(page);
        await page.getByRole('button', { name: 'KPIs' }).click();
        violations.push(...(await seriousViolations(page, `101RP Custom results, KPIs ${size.width}`)));
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        await page.getByLabel("PI's value at 8% p.a.").check();
        await page.getByRole('button', { name: 'Search' }).click();
        await page.locator('.ilp-value-bars canvas').waitFor();
        violations.push(...(await seriousViolations(page, `101RP PI results ${size.width}`)));
      }
      const overflow = await overflowAtReflow(page, () => ilpResults(page));
      expect(violations).toEqual([]);
      expect(overflow, '101 plan results scroll sideways at 320 px').toBe(0);
    },
  );
});
