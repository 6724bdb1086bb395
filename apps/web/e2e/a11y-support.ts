import AxeBuilder from '@axe-core/playwright';
import { createRequire } from 'node:module';
import { buildInsuredFormSchema, DEFAULT_UI_SETTINGS } from '@portal/contracts';
import { todayInSingapore } from '@portal/core';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { STORAGE_KEYS } from '../src/lib/storage';
import { enterInsured as enterInsuredDetails } from './comparison-support';
import { pageForSuite, type SuitePage } from './suite-page';
import { launchBrowser, newPage, settle, signInThroughApi } from './support';

// Issue 17's shared steps: axe-core with the WCAG 2.2 A/AA tags, the screens it visits and the state the
// results need. the a11y-*.spec.ts files (in npm test) and accessibility-themes.spec.ts (npm run test:e2e).

/** The axe-core that @axe-core/playwright depends on (4.13), not another copy in node_modules. */
const AXE_SOURCE = (
  createRequire(import.meta.resolve('@axe-core/playwright'))('axe-core') as { source: string }
).source;

export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const DESKTOP = { width: 1366, height: 850 };
export const PHONE = { width: 390, height: 844 };
export const WIDTHS = [DESKTOP, PHONE];
/** WCAG 1.4.10 reflow: 320 CSS px wide. */
export const REFLOW = { width: 320, height: 720 };

/** `settle` lives in support.ts (the e2e specs wait with it too); the a11y specs import it from here. */
export { settle };

/** How far the page scrolls sideways, in CSS px (0 when it fits). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Every signed-in screen with its own route, in two halves so two files share the sweep. */
export const COMPARISON_SCREENS = [
  '/comparison/insuredDetails',
  '/comparison/integratedShield',
  '/comparison/longTermCare',
  '/comparison/maternity',
  '/comparison/multiPayCI',
  '/comparison/term',
  '/comparison/manage',
  '/comparison/wholeLife',
  '/comparison/universalLifeIndex',
  '/comparison/101RP',
  '/comparison/lifetimeIncome',
  '/comparison/wholeLifeEndowment',
  '/comparison/retirementIncomePlan',
];
export const OTHER_SCREENS = [
  '/',
  '/calculator/pv-fv-pmt-rate',
  '/calculator/irr-xirr',
  '/calculator/coverage',
  '/card',
  '/feedback',
  '/profile',
  '/lifeGoals360',
  '/lifeGoals360/profile',
  '/lifeGoals360/goals',
  '/lifeGoals360/details',
  '/lifeGoals360/report',
  '/journeys/journeyOfWealth',
  '/journeys/journeyToRetire',
  '/journeys/journeyOfHealth',
  '/journeys/journeyForLegacy',
];
export const SCREENS = [...OTHER_SCREENS, ...COMPARISON_SCREENS];

export async function seriousViolations(page: Page, where: string): Promise<string[]> {
  await settle(page);
  // Only violations are read, so axe leaves out the nodes that passed (a smaller result to send back).
  // Legacy mode runs axe in the page itself instead of gathering frame results in a new blank page:
  // the same rules and results for these pages (no cross-origin frames), in well under half the time.
  // AxeBuilder evaluates axe-core's 550 KB source twice on every analyze (legacy mode); a page keeps it
  // from scan to scan instead, put in once per document (in-app navigation keeps the document). The same
  // axe-core and rules; each scan about three times quicker.
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  const results = await new AxeBuilder({ page, axeSource: ';' })
    .withTags(TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** The critical and serious violations at 1366 and 390 px, each named with `where` and the width. */
export async function violationsAtWidths(page: Page, where: string): Promise<string[]> {
  const violations: string[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    violations.push(...(await seriousViolations(page, `${where} ${size.width}`)));
  }
  return violations;
}

/**
 * WCAG 1.4.10 reflow: how far the page scrolls sideways at 320 px, once `ready` has run and the page
 * has settled. The viewport is 1366 px again after.
 */
export async function overflowAtReflow(page: Page, ready?: () => Promise<void>): Promise<number> {
  await page.setViewportSize(REFLOW);
  await ready?.();
  await settle(page);
  const overflow = await sidewaysOverflow(page);
  await page.setViewportSize(DESKTOP);
  return overflow;
}

export async function useTheme(page: Page, colorScheme: string, componentTheme: string) {
  await page.evaluate(([key, settings]) => localStorage.setItem(key, settings), [
    STORAGE_KEYS.uiSettings,
    JSON.stringify({ ...DEFAULT_UI_SETTINGS, colorScheme, componentTheme }),
  ] as const);
}

/** The insured the a11y specs compare for: a woman, a non-smoker. */
const insured = (dob: string) => ({ name: 'Tan Mei Ling', gender: 'Female', dob }) as const;

export const enterInsured = (page: Page, dateOfBirth = '15/06/1985') =>
  enterInsuredDetails(page, insured(dateOfBirth));

/** The date of birth (1 January) of an insured whose age next birthday is `anb` today. */
export const bornForAnb = (anb: number) => `01/01/${new Date().getUTCFullYear() - (anb - 1)}`;

/** Term searched with its defaults, its first row open: the results as an adviser compares them. */
export async function termResults(page: Page) {
  await page.goto('/comparison/term');
  await page.getByRole('button', { name: 'Search' }).click();
  await page
    .getByRole('button', { name: /^Hide / })
    .first()
    .waitFor();
}

/** Issue 13: the 101 plan simulated with its defaults, a row's chart open and the FAQ unfolded. */
export async function ilpResults(page: Page) {
  await page.goto('/comparison/101RP');
  await page.getByRole('button', { name: 'Simulate' }).click();
  await page.locator('.ilp-value-bars canvas').waitFor();
  const isNarrow = (page.viewportSize()?.width ?? DESKTOP.width) <= 600;
  if (isNarrow) await page.getByRole('button', { name: 'Details', exact: true }).first().click();
  else await page.locator('.results-table .p-row-toggler').first().click();
  await page
    .getByRole('button', { name: /^Fund value and price charts of / })
    .first()
    .click();
  await page.locator('.ilp-fund-canvas canvas').first().waitFor();
  for (const summary of await page.locator('.ilp-faq summary, .ilp-figures summary').all())
    await summary.click();
}

/**
 * A browser with a newly registered adviser signed in at 1366 px and an insured entered: a woman, a
 * non-smoker, born on `dateOfBirth` (DD/MM/YYYY). The insured is what the Insured Details form stores
 * (the form's own schema makes it), put in the browser's storage with the session, so no spec spends
 * a page load on it; the form itself is in the sweep (COMPARISON_SCREENS) and the keyboard walk.
 */
export async function signedInWithInsured(dateOfBirth = '15/06/1985'): Promise<SuitePage> {
  const browser = await launchBrowser();
  const state = await signInThroughApi();
  const { name, gender, dob } = insured(dateOfBirth);
  const stored = buildInsuredFormSchema(todayInSingapore(new Date())).parse({
    mode: 'dob',
    name,
    gender,
    smokingStatus: 'Non-Smoker',
    dob,
    alb: '',
  });
  state.origins[0]?.localStorage.push({
    name: STORAGE_KEYS.comparisonInsured,
    value: JSON.stringify(stored),
  });
  const { context, page } = await newPage(browser, {
    ...DESKTOP,
    reducedMotion: 'reduce',
    serviceWorkers: 'block',
    storageState: state,
  });
  return { browser, context, page };
}

/** `signedInWithInsured` for a describe block's tests (see `pageForSuite`). */
export const signedInSuiteWithInsured = (dateOfBirth?: string) =>
  pageForSuite(() => signedInWithInsured(dateOfBirth));

/**
 * The sweep's test over `routes` (`checkScreens`), with a signed-in page of its own; a11y-screens-*.spec.ts
 * each run one half of SCREENS.
 */
export function itChecksScreens(what: string, routes: readonly string[]): void {
  const suite = signedInSuiteWithInsured();
  it(`${what} at 1366 and 390 px, and none scrolls sideways at 320 px`, { timeout: 300_000 }, async () => {
    const { violations, wide } = await checkScreens(suite.page, routes);
    expect(violations).toEqual([]);
    expect(wide).toEqual([]);
  });
}

/**
 * Moves to a route as a menu link does (the router's history, no page load), and waits until the new
 * page's heading has focus (app/focus-page-heading.ts); a page that never shows one is loaded instead.
 * About three times quicker than a page load, which boots the whole app again.
 */
export async function navigateInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    (document.activeElement as HTMLElement | null)?.blur();
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  // Focus was taken off above: a focused heading means the router has shown a page (the one asked
  // for, or where it redirects, as a click would have led).
  const shown = await page
    .waitForFunction(() => document.activeElement?.matches('main h1') === true, null, { timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!shown) {
    await page.goto(route);
    await page.locator('main').waitFor();
  }
}

/**
 * Each route once: axe at 1366 and 390 px, then the WCAG 1.4.10 reflow check at 320 px (only a data
 * table's own box may scroll sideways). Returns the violations and the routes that scroll sideways.
 */
export async function checkScreens(
  page: Page,
  routes: readonly string[],
): Promise<{ violations: string[]; wide: string[] }> {
  const violations: string[] = [];
  const wide: string[] = [];
  for (const [index, route] of routes.entries()) {
    await page.setViewportSize(DESKTOP);
    if (index === 0) {
      await page.goto(route);
      await page.locator('main').waitFor();
    } else await navigateInApp(page, route);
    violations.push(...(await violationsAtWidths(page, route)));
    const overflow = await overflowAtReflow(page);
    if (overflow > 0) wide.push(`${route}: ${overflow} px`);
  }
  return { violations, wide };
}
