import { LINK_MESSAGES } from '@portal/contracts';
import { todayInSingapore } from '@portal/core';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { expectNoSidewaysScroll, publishTermComparison, seriousAxeViolations } from './adviser-area-helpers';
import { signedInSuite } from './suite-page';
import { newPage, repoRoot, resize, runAdmin, screenshot } from './support';

// Issue 36: a premium import that changes a published link's figures marks the link in the manager
// (axe at 1366 and 390 px), the client's page says current premiums may differ, and Republish shows
// current figures under the same link.
const PLAN = 'Kallang TermGuard';

/** The term sample, with the plan's rates `addCents` higher per S$1,000, in force from today. */
async function importTerm(addCents: number) {
  const sample = JSON.parse(await readFile(path.join(repoRoot, 'data/sample/term.json'), 'utf8')) as {
    premiums: { planName: string; ratePer1000Cents: number }[];
  };
  const premiums = sample.premiums.map((row) =>
    row.planName === PLAN ? { ...row, ratePer1000Cents: row.ratePer1000Cents + addCents } : row,
  );
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'portal-term-')), 'term.json');
  await writeFile(file, JSON.stringify({ ...sample, premiums, isSample: false }));
  const today = todayInSingapore(new Date());
  return runAdmin('data', 'import', file, '--type', 'term', '--effective', today);
}

describe('figures changed since publishing', () => {
  let link = '';
  const suite = signedInSuite({
    width: 1366,
    height: 768,
    prepare: async (page) => {
      link = await publishTermComparison(page, 'Lim Wei Ling');
    },
  });
  afterAll(async () => {
    // The published premiums again for the specs after this one.
    await importTerm(0);
  });

  it('marks the link after an import, tells the client, and republishes under the same link', async () => {
    const { browser, page } = suite;
    const client = await newPage(browser, { width: 390, height: 844 });
    await client.page.goto(link);
    const before = await client.page.locator('tbody').innerText();
    expect(before).toContain(PLAN);
    expect(await client.page.locator('body').innerText()).not.toContain(LINK_MESSAGES.clientStaleNotice);

    expect(await importTerm(100)).toContain('Imported dataset version');
    await page.goto('/comparison/manage');
    await page.getByRole('button', { name: 'Display All Comparison' }).click();
    const row = page.locator('tr', { hasText: 'Lim Wei Ling' });
    await expect
      .poll(async () => {
        await page.getByRole('button', { name: 'Refresh Comparison List' }).click();
        return row.getByText(LINK_MESSAGES.figuresChanged).isVisible();
      })
      .toBe(true);
    await row.getByRole('button', { name: /^Expand/ }).click();
    await expect
      .poll(() =>
        page
          .getByText(/plans? changed/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    expect(await seriousAxeViolations(page, 'manager, figures changed, 1366 px')).toEqual([]);
    await screenshot(page, 'links-figures-changed-1366');
    await resize(page, { width: 390, height: 844 });
    await expect.poll(() => page.getByText(LINK_MESSAGES.figuresChanged).first().isVisible()).toBe(true);
    await expectNoSidewaysScroll(page);
    expect(await seriousAxeViolations(page, 'manager, figures changed, 390 px')).toEqual([]);
    await screenshot(page, 'links-figures-changed-390');

    await client.page.reload();
    expect(await client.page.locator('body').innerText()).toContain(LINK_MESSAGES.clientStaleNotice);

    await page.getByRole('button', { name: LINK_MESSAGES.republish }).click();
    await expect.poll(() => page.getByText(LINK_MESSAGES.republished).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(LINK_MESSAGES.figuresChanged).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('links-refresh');

    await client.page.reload();
    expect(client.page.url()).toBe(link);
    expect(await client.page.locator('body').innerText()).not.toContain(LINK_MESSAGES.clientStaleNotice);
    expect(await client.page.locator('tbody').innerText()).not.toBe(before);
    await client.context.close();
  });
});
