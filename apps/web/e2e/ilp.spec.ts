import { ILP_MESSAGES, ILP101_TOOL } from '@portal/contracts';
import ExcelJS from 'exceljs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations, sidewaysOverflow } from './a11y-support';
import { enterInsured, readAsClient, uploadOnline } from './comparison-support';
import { signedInSuite } from './suite-page';
import { artifactsDir, chartsAtRest, resize, resultRows, screenshot } from './support';

// Issue 13: the 101 investment-linked plan. Custom simulate with the defaults (no call), the KPIs view,
// a row's chart and Excel (read back), the spec 001 §5 messages, PI search, publishing and the client's
// page at 390 px.

const ROUTE = ILP101_TOOL.route;

const dropdown = (page: Page, field: string) => page.locator(`.p-dropdown:has(#criteria-${field})`);

async function pick(page: Page, field: string, option: string) {
  await dropdown(page, field).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('101 investment-linked plan (issue 13)', () => {
  const suite = signedInSuite({
    width: 1366,
    height: 900,
    prepare: (page) => enterInsured(page, { name: 'Tan Ah Kow', gender: 'Male', dob: '01/02/1990' }),
  });

  it('simulates the defaults in the browser, lists the unavailable plan with its reason, and focuses Results', async () => {
    const { page } = suite;
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/comparison/ilp101')) calls.push(r.url());
    });
    await page.goto(ROUTE);
    await page.getByRole('button', { name: 'Simulate' }).click();
    await page.locator('.results-table').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('results-heading');
    expect(calls).toEqual([]);
    expect(await resultRows(page).count()).toBe(6);
    // Wealth Voyage is sold for 15, 20 or 25 years: listed, with why, not dropped
    const notes = page.locator('.ilp-unavailable-list');
    expect(await notes.innerText()).toContain(
      'Wealth Voyage is offered with a premium term of 15, 20 or 25 years.',
    );
    expect(await resultRows(page).filter({ hasText: 'Not available' }).count()).toBe(1);
    expect(await page.locator('.ilp-value-bars canvas').count()).toBe(1);
    expect(await page.getByText('Break Even Yield', { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.locator('.ilp-notes').innerText()).toContain('Assumptions');
    // Issue 31: the two Savvy Invest II variants are different plans with different values
    const savvy = resultRows(page).filter({ hasText: 'Savvy Invest II' });
    expect(await savvy.count()).toBe(2);
    const values = await savvy.evaluateAll((trs) => trs.map((tr) => tr.children[7]?.textContent));
    expect(new Set(values).size).toBe(2);
    await screenshot(page, 'ilp-custom-desktop');
  });

  it('switches the table to KPIs and back', async () => {
    const { page } = suite;
    await page.getByRole('button', { name: 'KPIs' }).click();
    await page.getByRole('columnheader', { name: 'Net Yield p.a.' }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Monthly' }).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain('KPIs');
    await screenshot(page, 'ilp-kpis-desktop');
    await page.getByRole('button', { name: 'Default' }).click();
    await page.getByRole('columnheader', { name: 'Monthly' }).waitFor();
  });

  it("opens a row's fund value chart and downloads its Excel with live formulas", async () => {
    const { page } = suite;
    const first = resultRows(page).first();
    const plan = (await first.locator('td').nth(2).innerText()).trim();
    await first.locator('.p-row-toggler').click();
    const chart = page.getByRole('button', { name: /^Fund value and price charts of / }).first();
    await chart.click();
    expect(await chart.getAttribute('aria-expanded')).toBe('true');
    await page.locator('.ilp-fund-canvas canvas').first().waitFor();
    // spec 001 §4: the fund price chart beside the fund value (issue 31)
    await page
      .getByRole('img', { name: /fund price by policy year$/ })
      .first()
      .waitFor();
    expect(await page.locator('.ilp-row-charts:visible').first().locator('canvas').count()).toBe(2);
    // A layout switch (a window narrowed, a tablet turned, a full-page screenshot) draws the open row
    // anew, as a card and back as a table row: its charts stay open.
    await resize(page, { width: 390, height: 844 });
    await expect.poll(() => page.locator('.ilp-row-charts:visible canvas').count()).toBe(2);
    await resize(page, { width: 1366, height: 900 });
    await expect.poll(() => resultRows(page).count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('.ilp-row-charts:visible canvas').count()).toBe(2);
    await screenshot(page, 'ilp-row-chart-desktop');
    await page
      .locator('.ilp-row-charts:visible')
      .first()
      .screenshot({ path: path.join(artifactsDir, 'ilp-row-charts-1366.png') });
    expect(await seriousViolations(page, '101 row charts 1366')).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('button', { name: /^Excel: download / })
        .first()
        .click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${plan}.xlsx`);
    const file = path.join(artifactsDir, download.suggestedFilename());
    await download.saveAs(file);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheet = workbook.getWorksheet('Projection');
    expect(sheet).toBeDefined();
    expect(sheet!.getCell('M7').value).toBe('Balance');
    // 20 years of months under the header row; the balance of month 2 is a formula over the units
    expect(sheet!.getCell('A247').value).toBe(240);
    const balance = sheet!.getCell('M9').value as { formula: string; result: number };
    expect(balance.formula).toBe('ROUND((J9+K9)*D9,2)');
    expect((sheet!.getCell('K9').value as { formula: string }).formula).toContain('K8');
    const last = (sheet!.getCell('M247').value as { result: number }).result;
    const shown = (await first.locator('td').nth(7).innerText()).replace(/[^0-9]/g, '');
    expect(String(Math.round(last))).toBe(shown);
  });

  it('shows the spec 001 §5 message for a horizon shorter than the term', async () => {
    const { page } = suite;
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await pick(page, 'policyPremiumTerm', '30 years');
    await page.getByRole('button', { name: 'Simulate' }).click();
    await expect.poll(() => page.getByText(ILP_MESSAGES.horizonShorterThanTerm).isVisible()).toBe(true);
    await pick(page, 'policyPremiumTerm', '10 years');
  });

  it("searches PI's values at 8% p.a. through the API", async () => {
    const { page } = suite;
    await page.getByLabel("PI's value at 8% p.a.").check();
    await expect.poll(() => dropdown(page, 'monthlyInvestmentAmount').innerText()).toContain('1,000');
    const reply = page.waitForResponse((r) => r.url().endsWith('/comparison/ilp101'));
    await page.getByRole('button', { name: 'Search' }).click();
    expect((await reply).status()).toBe(200);
    await page.locator('.results-table').waitFor();
    await expect.poll(() => resultRows(page).count()).toBe(7);
    expect(await resultRows(page).first().innerText()).toContain('8%');
    await screenshot(page, 'ilp-pi-desktop');
  });

  it('publishes the Custom comparison; the client page holds its values at 390 px', async () => {
    const { browser, page } = suite;
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('button', { name: 'Simulate' }).click();
    await page.locator('.results-table').waitFor();
    const firstValue = (await resultRows(page).first().locator('td').nth(7).innerText()).trim();
    const link = await uploadOnline(page, {
      clientName: 'Tan Ah Kow',
      description: 'Wants a 20-year plan',
      recommendation: 'Start early and keep to the plan.',
    });
    await readAsClient(browser, link, { width: 390, height: 844 }, async (client) => {
      const text = await client.locator('body').innerText();
      expect(text).toContain(firstValue);
      expect(text).toContain('Not available');
      // Issue 31: the assumptions the projected values rest on, and why a plan is not available
      expect(text).toContain('What these figures assume');
      expect(text).toContain('Monthly Amount\nS$2,000');
      expect(text).toContain('Growth Rate\n8% p.a.');
      expect(text).toContain('Wealth Voyage is offered with a premium term of 15, 20 or 25 years.');
      expect(await sidewaysOverflow(client)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(client, '101 client page 390')).toEqual([]);
      await screenshot(client, 'ilp-client-page-390');
      await client.setViewportSize({ width: 1366, height: 900 });
      expect(await seriousViolations(client, '101 client page 1366')).toEqual([]);
      await screenshot(client, 'ilp-client-page-1366');
    });
  });

  it('reads at 390 px without sideways scrolling', async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByRole('button', { name: 'Simulate' }).click();
    await page.locator('.ilp-value-bars canvas').waitFor();
    await page.getByRole('button', { name: 'Details', exact: true }).first().click();
    await page
      .getByRole('button', { name: /^Fund value and price charts of / })
      .first()
      .click();
    await page.locator('.ilp-fund-canvas canvas').first().waitFor();
    await chartsAtRest(page);
    await screenshot(page, 'ilp-custom-390');
    expect(await seriousViolations(page, '101 row charts 390')).toEqual([]);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
