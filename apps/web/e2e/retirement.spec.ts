import { ENDOWMENT_MESSAGES } from '@portal/contracts';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations, sidewaysOverflow } from './a11y-support';
import { bornMidJanuaryAnb35, enterInsured } from './comparison-support';
import { signedInSuite } from './suite-page';
import { downloadedBytes, resize, resultHeaders, resultRows, screenshot, searchResults } from './support';
import { expectFitOnPhone, publishForClientOnPhone, WIDE } from './value-series-support';

// Issue 11: the Endowment & Retirement tools on the sample data: load on entry, local search, views,
// compare-at, the illustration-rate toggle, Upload Online and the client's page at 390 px.

/** The sample illustrates ANB 35 (with 1 and 50, and 45 for retirement income): born 34 years ago. */
const enterInsuredAnb35 = (page: Page) =>
  enterInsured(page, { name: 'Ong Bee Leng', gender: 'Female', dob: bornMidJanuaryAnb35() });

/** What the adviser fills in Upload Online for the client. */
const UPLOAD = {
  clientName: 'Ong Bee Leng',
  description: 'Endowment review',
  recommendation: 'Single premium gives the earliest break-even.',
};

describe('Endowment & Retirement tools', () => {
  const suite = signedInSuite({ ...WIDE, clipboard: true, prepare: enterInsuredAnb35 });

  it('Whole Life Endowment: loads on entry, checks the form, filters locally, KPIs at a chosen year and rate', async () => {
    const { page } = suite;
    await page.goto('/comparison/wholeLifeEndowment');
    // spec 001 §4: Search waits for the plans, labelled 'Loading Data...' (it may already be done)
    await page.getByRole('button', { name: /^(Search|Loading Data\.\.\.)$/ }).waitFor();
    await page.getByRole('button', { name: 'Search' }).waitFor();
    // spec 001 §5: no premium term
    await page.getByLabel('Single').uncheck();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.getByText(ENDOWMENT_MESSAGES.premiumTermRequired).isVisible()).toBe(true);
    await page.getByLabel('Single').check();
    await page.getByLabel('10 Years').check();
    await searchResults(page);
    // three insurers, single and 10-year pay, at S$300,000 and 4.25 %
    await expect.poll(() => resultRows(page).count()).toBe(6);
    expect(await resultHeaders(page)).toContain('Break-even Year (Total)');
    await page.getByRole('button', { name: 'KPIs', exact: true }).click();
    expect(await resultHeaders(page)).toContain('IRR (Total)');
    const compareAt = page.getByLabel('Compare at year');
    expect(await compareAt.inputValue()).toBe('40');
    expect(await compareAt.locator('option').allInnerTexts()).toEqual([
      'Year 20 (age 54)',
      'Year 30 (age 64)',
      'Year 40 (age 74)',
      'Year 50 (age 84)',
      'Year 60 (age 94)',
    ]);
    const column = (await resultHeaders(page)).indexOf('Surrender Value (Total)');
    const totalAt = () => resultRows(page).first().locator('td').nth(column).innerText();
    const at40 = await totalAt();
    await compareAt.selectOption('20');
    await expect.poll(totalAt).not.toBe(at40);
    const at20 = await totalAt();
    await page.getByRole('button', { name: '3.00%' }).click();
    await expect.poll(totalAt).not.toBe(at20);
    expect(await page.getByRole('button', { name: '3.00%' }).getAttribute('aria-pressed')).toBe('true');
    // Beyond the spec: the shown plans' total surrender value by year, at the rate toggled, with figures
    const chart = page.locator('figure.value-chart');
    await expect.poll(() => chart.locator('figcaption').innerText()).toContain('3.00%');
    expect(await chart.locator('canvas').isVisible()).toBe(true);
    await chart.getByText('Figures by year').click();
    await expect.poll(() => chart.locator('tbody tr').count()).toBe(6);
    // a hidden row leaves the chart too
    await resultRows(page).first().locator('button[data-hide-id]').click();
    await expect.poll(() => chart.locator('tbody tr').count()).toBe(5);
    await page.getByRole('button', { name: 'View All' }).click();
    await expect.poll(() => chart.locator('tbody tr').count()).toBe(6);
    await screenshot(page, 'retirement-endowment-kpis-desktop');
    await expectFitOnPhone(page, 'retirement-endowment-kpis');
    await resize(page, { width: 320, height: 700 });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.setViewportSize(WIDE);
  });

  it('Whole Life Endowment: Upload Online publishes the rows at 3.00%, and the client reads them at 390 px', async () => {
    // still on the KPIs at year 20 and 3.00 %, six rows
    await publishForClientOnPhone(suite, UPLOAD, async (client, text) => {
      expect(text).toContain('Compare at year 20');
      expect(text).toContain('Illustrated at 3.00% a year');
      // Issue 31: what the figures assume, and the age the premiums are priced at
      expect(text).toContain('What these figures assume');
      expect(text).toContain('Total Premium\nS$300,000');
      expect(text).toMatch(/Premiums priced at ANB \d+ \(age next birthday\)/);
      expect(await seriousViolations(client, 'endowment client page 390')).toEqual([]);
      await screenshot(client, 'retirement-endowment-client-390');
      await client.setViewportSize({ width: 1366, height: 900 });
      expect(await seriousViolations(client, 'endowment client page 1366')).toEqual([]);
      await screenshot(client, 'retirement-endowment-client-1366');
    });
  });

  it('Lifetime Income: views, compare-at and a change of insured re-applying the last search', async () => {
    const { page } = suite;
    await page.goto('/comparison/lifetimeIncome');
    await page.getByRole('button', { name: 'Search' }).waitFor();
    await searchResults(page);
    // six insurers at the defaults: S$300,000 single premium
    await expect.poll(() => resultRows(page).count()).toBe(6);
    expect(await resultHeaders(page)).toContain('Yearly Payout (Total)');
    expect(await page.getByLabel('Compare at year').count()).toBe(0);
    await page.getByRole('button', { name: 'Value', exact: true }).click();
    expect(await resultHeaders(page)).toContain('Received (Total)');
    await page.getByLabel('Compare at year').selectOption('30');
    await page.getByRole('button', { name: 'KPIs', exact: true }).click();
    expect(await resultHeaders(page)).toContain('IRR (Guaranteed)');
    expect(await page.getByLabel('Compare at year').inputValue()).toBe('30');
    const chart = page.locator('figure.value-chart');
    expect(await chart.locator('canvas').isVisible()).toBe(true);
    expect(await chart.locator('figcaption').innerText()).toContain('4.25%');
    await chart.getByText('Figures by year').click();
    await expect.poll(() => chart.locator('tbody tr').count()).toBe(6);
    await screenshot(page, 'retirement-lifetime-kpis-desktop');
    await expectFitOnPhone(page, 'retirement-lifetime-kpis');
    // spec 001 §4: a new insured loads again and the last search is applied to it (ANB 50: six plans)
    const firstPlan = () => resultRows(page).first().innerText();
    const before = await firstPlan();
    await page.getByRole('button', { name: 'Change Insured' }).click();
    await page.getByLabel('Date of Birth').fill(`15/01/${new Date().getUTCFullYear() - 49}`);
    await page.getByRole('button', { name: 'Submit' }).click();
    // Issue 31: Change Insured is a round trip; Submit returns to the tool, which searches again.
    await page.waitForURL('**/comparison/lifetimeIncome');
    await page.locator('.results-table').waitFor();
    await expect.poll(() => resultRows(page).count()).toBe(6);
    expect(await page.getByText('ANB 50').first().isVisible()).toBe(true);
    await expect.poll(firstPlan).not.toBe(before);
  });

  it('Retirement Income: the views, the chart drilled year -> month -> breakdown -> back, and the Excel', async () => {
    const { page } = suite;
    await enterInsuredAnb35(page);
    await page.goto('/comparison/retirementIncomePlan');
    await page.getByRole('button', { name: 'Search' }).waitFor();
    await searchResults(page);
    // five insurers at 4.25 %, the defaults 65, S$1,000 a month, 20 years, 5-year pay
    await expect.poll(() => resultRows(page).count()).toBe(5);
    expect(await resultHeaders(page)).toContain('Payout Start');
    await page.getByRole('button', { name: 'KPIs', exact: true }).click();
    expect(await resultHeaders(page)).toContain('XIRR (Total)');
    await page.getByRole('button', { name: 'Value', exact: true }).click();
    expect(await resultHeaders(page)).toContain('Maturity Benefit (Total)');
    await page.locator('.results-table .p-row-toggler').first().click();
    await page.getByRole('button', { name: 'Chart' }).click();
    const yearBar = page.getByRole('button', { name: /^Year 1 \(\d{4}\): guaranteed / });
    await yearBar.waitFor();
    expect(await page.getByRole('button', { name: /^Year \d+ \(\d{4}\): guaranteed / }).count()).toBe(20);
    await yearBar.click();
    await page.getByText('Year 1 (').first().waitFor();
    const monthBars = page.locator('button.payout-bar');
    const months = await monthBars.count();
    expect([1, 12]).toContain(months);
    // the monthly index starts on day 19: each payout falls on day 18
    expect(await monthBars.first().getAttribute('aria-label')).toMatch(/^18\/\d{2}\/\d{4}: guaranteed /);
    await monthBars.first().click();
    await page.getByRole('img', { name: /^Non-guaranteed: / }).waitFor();
    await screenshot(page, 'retirement-income-chart-breakdown-desktop');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => monthBars.count()).toBe(months);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => monthBars.count()).toBe(20);
    await expectFitOnPhone(page, 'retirement-income-chart');
    // the payout schedule, read back: a line per premium and payout, live totals and XIRR
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Payout Excel' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloadedBytes(download)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('B2').value).toBe('Premium');
    const xirrCell = sheet.getColumn(2).values.findIndex((v) => v === 'XIRR');
    const formula = sheet.getCell(`D${xirrCell}`).value as { formula: string; result: number };
    expect(formula.formula).toMatch(/^XIRR\(D2:D\d+,A2:A\d+\)$/);
    expect(formula.result).toBeGreaterThan(0);
    const received = sheet.getCell(`D${xirrCell - 1}`).value as { formula: string; result: number };
    expect(received.formula).toMatch(/^SUMIF\(B2:B\d+,"Payout\*",D2:D\d+\)$/);
  });
});
