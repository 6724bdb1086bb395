import AxeBuilder from '@axe-core/playwright';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enterInsured, readAsClient, uploadOnline } from './comparison-support';
import { signedInSuite } from './suite-page';
import { chooseColorScheme, downloadedBytes, resize, resultRows, screenshot, settle } from './support';

// Issue 9, comparison results: hidden rows stay hidden through sort and upload, phones get cards with
// the premium in view and nothing scrolling sideways, and exports are data in the on-screen order.

const TOOLS = [
  ['/comparison/integratedShield', 'shield'],
  ['/comparison/longTermCare', 'ltc'],
  ['/comparison/maternity', 'maternity'],
  ['/comparison/multiCI', 'multi-ci'],
  ['/comparison/term', 'term'],
] as const;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Insurer and plan of each row as shown, in order. */
const shownPlans = async (page: Page) =>
  (await resultRows(page).evaluateAll((rows) =>
    rows.map((r) => [...r.querySelectorAll('td')].slice(1, 3).map((td) => td.textContent?.trim() ?? '')),
  )) as string[][];
const dollarsOf = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

/** axe's critical and serious findings inside `selector`, named with their elements. */
async function seriousViolations(page: Page, selector = '.results-card') {
  const result = await new AxeBuilder({ page }).include(selector).withTags(AXE_TAGS).analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('comparison results (issue 9)', () => {
  const suite = signedInSuite({
    width: 1366,
    height: 900,
    prepare: (page) => enterInsured(page, { name: 'Lim Mei Hua', gender: 'Female', dob: '15/06/1990' }),
  });
  let hiddenPlans: string[][] = [];

  it('hides three rows one after another on Integrated Shield; they stay hidden after sorting', async () => {
    const { page } = suite;
    await page.goto('/comparison/integratedShield');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.locator('.results-table tbody').waitFor();
    // Search hands focus to the results, not to the body.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Results');
    const before = await shownPlans(page);
    expect(before.length).toBeGreaterThanOrEqual(5);
    // A later row first, then earlier ones: the order that brought the first back.
    hiddenPlans = [before[3]!, before[1]!, before[0]!];
    for (const [insurer, plan] of hiddenPlans) {
      await page.getByRole('button', { name: `Hide ${insurer} - ${plan}`, exact: true }).click();
      // Focus stays on an eye (the next row's), never the body.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Hide /);
    }
    expect(await seriousViolations(page)).toEqual([]);
    const expected = before.filter((p) => !hiddenPlans.includes(p));
    expect(await shownPlans(page)).toEqual(expected);
    await page.getByRole('columnheader', { name: 'Insurer' }).click();
    const sorted = await shownPlans(page);
    expect(sorted).toHaveLength(expected.length);
    expect(sorted.map((p) => p[0])).toEqual(sorted.map((p) => p[0]).sort((a, b) => a!.localeCompare(b!)));
    for (const plan of hiddenPlans) expect(sorted).not.toContainEqual(plan);
  });

  it('exports CSV and .xlsx in the on-screen order, without the hidden rows, premiums as numbers', async () => {
    const { page } = suite;
    const onScreen = await shownPlans(page);
    const totals = (await resultRows(page).locator('td:nth-child(7)').allInnerTexts()).map(dollarsOf);
    const [csvDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV' }).click(),
    ]);
    const csv = (await downloadedBytes(csvDownload)).toString('utf8').replace(/^\uFEFF/, '');
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Tool,Integrated Shield');
    expect(lines[1]).toMatch(/^Insured,"Female, Non-Smoker, ANB \d+ \(age next birthday\)"$/);
    expect(lines[3]).toMatch(/^Data version,\d\d\/\d\d\/\d{4}/);
    expect(lines[4]).toMatch(/^Adviser,Wei Jie \(RNF REP-\d+\)$/);
    expect(lines[5]).toMatch(/^Exported,\d\d\/\d\d\/\d{4} \d\d:\d\d SGT$/);
    expect(lines[7]).toBe('Insurer,Plan,Tier,MediSave Premium,Cash Premium,Total Premium,Promo');
    const body = lines.slice(8).map((l) => l.split(','));
    expect(body.map((cells) => cells.slice(0, 2))).toEqual(onScreen);
    expect(body.map((cells) => Number(cells[5]))).toEqual(totals);
    for (const cells of body) expect(cells[5]).toMatch(/^\d+\.\d\d$/);

    const [xlsxDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel' }).click(),
    ]);
    expect(xlsxDownload.suggestedFilename()).toBe('Integrated-Shield.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await downloadedBytes(xlsxDownload)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = onScreen.map((_, i) => sheet.getRow(9 + i));
    expect(rows.map((r) => [r.getCell(1).value, r.getCell(2).value])).toEqual(onScreen);
    expect(rows.map((r) => r.getCell(6).value)).toEqual(totals);
    expect(rows.every((r) => typeof r.getCell(6).value === 'number')).toBe(true);
    expect(rows[0]!.getCell(6).numFmt).toContain('#,##0.00');
  });

  it('uploads the sorted comparison; the client page lists none of the hidden rows', async () => {
    const { browser, page } = suite;
    const link = await uploadOnline(page, {
      clientName: 'Lim Mei Hua',
      description: 'Shield review',
      recommendation: 'The cheapest private ward plan.',
    });
    const shown = await shownPlans(page);
    await readAsClient(browser, link, { width: 1280, height: 800 }, async (client) => {
      const clientRows = (await client
        .locator('tbody tr:not(:has(td.plan-info))')
        .evaluateAll((rows) => rows.map((r) => r.textContent ?? ''))) as string[];
      expect(clientRows).toHaveLength(shown.length);
      for (const [insurer, plan] of hiddenPlans)
        expect(clientRows.filter((text) => text.includes(insurer!) && text.includes(plan!))).toEqual([]);
    });
  });

  it('every built tool at 390 px shows its premium on a card, with nothing scrolling sideways', async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, shot] of TOOLS) {
      await page.goto(path);
      await page.getByRole('button', { name: 'Search' }).click();
      const firstCard = page.locator('.result-card').first();
      await firstCard.waitFor();
      await settle(page);
      const widths = await page.evaluate(() => ({
        document: document.scrollingElement?.scrollWidth ?? 0,
        viewport: window.innerWidth,
      }));
      expect(widths.document, path).toBeLessThanOrEqual(widths.viewport);
      const card = await page
        .locator('.results-card')
        .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(card.scroll, path).toBeLessThanOrEqual(card.client);
      const premium = await firstCard.locator('.result-card-premium').boundingBox();
      expect(premium, path).not.toBeNull();
      expect(premium!.x).toBeGreaterThanOrEqual(0);
      expect(premium!.x + premium!.width).toBeLessThanOrEqual(widths.viewport);
      expect(await firstCard.locator('.result-card-premium').innerText()).toMatch(/^S\$[\d,]+\.\d\d$/);
      await screenshot(page, `results-${shot}-390`);
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });

  it('the maternity matrices are per insurer at 390 px; 600 px screenshots', async () => {
    const { page } = suite;
    await page.goto('/comparison/maternity');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.locator('.result-card').first().waitFor();
    await page.locator('.maternity-matrices').getByText('Features', { exact: true }).click();
    await page.locator('.matrix-insurer').last().waitFor();
    // Every insurer's card of the opened tab is in view above the next tab's header once it has opened.
    await expect
      .poll(async () => {
        const last = await page.locator('.matrix-insurer').last().boundingBox();
        const next = await page.getByText('Pregnancy Complications', { exact: true }).boundingBox();
        return Boolean(last && next && last.y + last.height <= next.y);
      })
      .toBe(true);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
    await page.locator('.result-card').first().getByRole('button', { name: 'Details' }).click();
    await page.locator('.row-detail').first().waitFor();
    await screenshot(page, 'results-maternity-matrices-390');
    expect(await seriousViolations(page)).toEqual([]);
    await resize(page, { width: 600, height: 900 });
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
    await screenshot(page, 'results-maternity-600');
    await page.goto('/comparison/integratedShield');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.locator('.result-card').first().waitFor();
    await screenshot(page, 'results-shield-600');
  });

  it('the Online Comparisons manager is one card per link at 390 px', async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/comparison/manage');
    await page.getByRole('button', { name: 'Display All Comparison' }).click();
    const card = page.locator('.link-card', { hasText: 'Lim Mei Hua' }).first();
    await card.waitFor();
    expect(await card.getByText('Live').isVisible()).toBe(true);
    await card.getByRole('button', { name: 'Details' }).click();
    await card.getByText('Shield review').waitFor();
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth)).toBe(true);
    const cards = await page
      .locator('.links-narrow')
      .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(cards.scroll).toBeLessThanOrEqual(cards.client);
    await screenshot(page, 'links-manager-390');
    expect(await seriousViolations(page, '.links-narrow')).toEqual([]);
  });

  it('the phone cards in dark mode', async () => {
    const { page } = suite;
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/comparison/term');
    await chooseColorScheme(page, 'Dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Search' }).click();
    await page.locator('.result-card').first().waitFor();
    await settle(page);
    await screenshot(page, 'results-term-dark-390');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
