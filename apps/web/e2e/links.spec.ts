import { LINK_MESSAGES, TERM_TOOL } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { publishTermComparison, searchTerm, seriousAxeViolations } from './adviser-area-helpers';
import { settle } from './a11y-support';
import { readPdf } from '@portal/pdf/read';
import { submitUploadDetails } from './comparison-support';
import { signedInSuite } from './suite-page';
import { downloadedBytes, newPage, resultRows, screenshot, watchCspViolations } from './support';

// Issue 6: search, hide a row, upload, copy the link, open it signed-out at 360 px and desktop,
// refuse a script in the recommendation, disable in the manager, and the page is gone.
const RECOMMENDATION =
  "Alpha's plan suits you best, 10% cheaper & (mostly) better - $5 less!\nAsk me anything.";

async function searchTermAndHideOne(page: Page): Promise<{ hiddenId: string; shownRows: number }> {
  await searchTerm(page, 'Tan Ah Kow');
  const rows = resultRows(page);
  const before = await rows.count();
  const hide = page.getByRole('button', { name: /^Hide / }).first();
  const hiddenId = ((await hide.getAttribute('aria-label')) ?? '').replace(/^Hide /, '');
  await hide.click();
  await expect.poll(() => rows.count()).toBe(before - 1);
  return { hiddenId, shownRows: before - 1 };
}

describe('publishing a comparison online', () => {
  const suite = signedInSuite({ clipboard: true });
  let link = '';
  let hidden = { hiddenId: '', shownRows: 0 };

  it('uploads the searched comparison with a hidden row, refusing a script first', async () => {
    const { page } = suite;
    hidden = await searchTermAndHideOne(page);
    await page.getByRole('button', { name: 'Upload Online' }).click();
    await submitUploadDetails(page, {
      clientName: 'Tan Ah Kow',
      description: 'Met at the roadshow',
      recommendation: '<script>alert(1)</script>',
    });
    const dialog = page.getByRole('dialog', { name: 'Enter Details' });
    await expect.poll(() => dialog.getByText('Invalid characters: < > /').isVisible()).toBe(true);
    await screenshot(page, 'links-upload-invalid-desktop');
    await dialog.getByLabel('Advisor recommendation').fill(RECOMMENDATION);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const done = page.getByRole('dialog', { name: 'Upload' });
    await done.waitFor();
    link = await done.locator('.upload-link').innerText();
    expect(link).toMatch(/\/c\/REP-\d+\/[A-Za-z0-9_-]{24}$/);
    expect(await done.getByText(/Expires on/).isVisible()).toBe(true);
    await done.getByRole('button', { name: 'Copy Link' }).click();
    await expect.poll(() => done.getByRole('button', { name: LINK_MESSAGES.copied }).isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await screenshot(page, 'links-upload-done-desktop');
    await expect
      .poll(() => done.getByRole('button', { name: 'Copy Link' }).isVisible(), { timeout: 5000 })
      .toBe(true);
  });

  it('a client with no sign-in sees the rows without the hidden one, at 360 px and desktop', async () => {
    const { browser } = suite;
    for (const [width, shot] of [
      [360, 'links-client-page-360'],
      [1280, 'links-client-page-desktop'],
    ] as const) {
      const client = await newPage(browser, { width, height: 800 });
      const violations = watchCspViolations(client.page);
      const res = await client.page.goto(link);
      expect(res?.status()).toBe(200);
      expect(res?.headers()['cache-control']).toBe('no-store');
      const text = await client.page.locator('body').innerText();
      expect(text).toContain(RECOMMENDATION);
      expect(text).toContain('Tan Ah Kow');
      expect(text).not.toContain('roadshow');
      expect(text).not.toContain('1990');
      expect(await client.page.locator('tbody tr:not(:has(td.plan-info))').count()).toBe(hidden.shownRows);
      const [insurer, plan] = hidden.hiddenId.split(' - ');
      expect(
        await client.page
          .locator('tbody tr', { hasText: `${insurer}` })
          .filter({ hasText: plan ?? '' })
          .count(),
      ).toBe(0);
      // ADR 0027: the adviser table's labels, and on a phone only the columns it marks for phones.
      const labels = TERM_TOOL.columns.filter((c) => width > 600 || c.isShownOnPhone).map((c) => c.label);
      const shownLabels = await client.page
        .locator(width > 600 ? 'thead th' : 'tbody tr:not(:has(td.plan-info)):first-child td')
        .evaluateAll((cells) =>
          cells
            .filter((c) => (c as HTMLElement).offsetParent !== null)
            .map((c) => c.getAttribute('data-label') ?? c.textContent ?? ''),
        );
      expect(shownLabels).toEqual(labels);
      const shownRows = await client.page
        .locator('tbody tr:not(:has(td.plan-info))')
        .evaluateAll((rows) =>
          rows.map((row) => [...row.querySelectorAll('td')].map((td) => (td.textContent ?? '').trim())),
        );
      expect(await seriousAxeViolations(client.page, `client page at ${width} px`)).toEqual([]);
      const scroll = await client.page.evaluate(() => document.documentElement.scrollWidth);
      if (width === 360) expect(scroll).toBeLessThanOrEqual(360);
      expect(await client.page.locator('script').count()).toBe(0);
      expect(violations).toEqual([]);
      await screenshot(client.page, shot);
      // Issue 36: the same comparison as a PDF to keep, by keyboard as well.
      const pdfLink = client.page.getByRole('link', { name: 'Download PDF' });
      await pdfLink.focus();
      const [download] = await Promise.all([
        client.page.waitForEvent('download'),
        client.page.keyboard.press('Enter'),
      ]);
      expect(download.suggestedFilename()).toBe('Term-comparison-Tan-Ah-Kow.pdf');
      const pdf = await readPdf(await downloadedBytes(download));
      expect(pdf.text).toContain('Term comparison for Tan Ah Kow');
      for (const row of shownRows) for (const cell of row) expect(pdf.text).toContain(cell);
      await client.context.close();
    }
  });

  // Issue 31: the app's own dialog (axe, focus, Escape) instead of window.confirm; two links in a row,
  // one in the table at 1366 px and one in the cards at 390 px.
  it('disabling in the manager ends the link at once', async () => {
    const { browser, page } = suite;
    const second = await publishTermComparison(page, 'Lim Mei Ling');
    let nativeDialogs = 0;
    page.on('dialog', (d) => {
      nativeDialogs += 1;
      void d.dismiss();
    });
    await page.goto('/comparison/manage');
    await page.getByRole('button', { name: 'Display All Comparison' }).click();
    const row = page.locator('.links-table tbody tr', { hasText: 'Tan Ah Kow' }).first();
    await row.waitFor();
    expect(await row.getByText('Live').isVisible()).toBe(true);
    await row.getByRole('button', { name: 'Disable' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Disable comparison' });
    await dialog.getByText(LINK_MESSAGES.confirmDisable).waitFor();
    // The dialog fades in: axe reads a half-faded text's contrast as too low.
    await settle(page);
    expect(await seriousAxeViolations(page, 'disable dialog at 1366 px')).toEqual([]);
    await screenshot(page, 'links-disable-dialog-1366');
    // Escape closes the dialog only, and focus returns to the row's Disable button
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Disable');
    await row.getByRole('button', { name: 'Disable' }).click();
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await expect.poll(() => row.getByText('Disabled').isVisible()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()))
      .toBe('Refresh Comparison List');
    await row.locator('.p-row-toggler').click();
    await expect.poll(() => page.getByText('Met at the roadshow').isVisible()).toBe(true);
    await screenshot(page, 'links-manager-desktop');

    await page.setViewportSize({ width: 390, height: 844 });
    const card = page.locator('.link-cards > li', { hasText: 'Lim Mei Ling' }).first();
    await card.getByRole('button', { name: 'Disable' }).click();
    await dialog.getByText(LINK_MESSAGES.confirmDisable).waitFor();
    // The dialog fades in: axe reads a half-faded text's contrast as too low.
    await settle(page);
    expect(await seriousAxeViolations(page, 'disable dialog at 390 px')).toEqual([]);
    await screenshot(page, 'links-disable-dialog-390');
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await expect.poll(() => card.getByText('Disabled').isVisible()).toBe(true);
    await page.setViewportSize({ width: 1366, height: 768 });
    expect(nativeDialogs).toBe(0);

    for (const gone of [link, second]) {
      const client = await newPage(browser, { width: 360, height: 800 });
      const res = await client.page.goto(gone);
      expect(res?.status()).toBe(404);
      expect(await client.page.locator('body').innerText()).toContain(LINK_MESSAGES.unavailable);
      if (gone === link) await screenshot(client.page, 'links-client-unavailable-360');
      await client.context.close();
    }
  });
});
