import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { PHONE, sidewaysOverflow } from './a11y-support';
import { readAsClient, uploadOnline, type UploadDetails } from './comparison-support';
import type { SuitePage } from './suite-page';
import { resize, screenshot } from './support';

// What the Legacy Planning and Endowment & Retirement walks share (legacy.spec.ts, retirement.spec.ts).

/**
 * ADR 0033: these walks read the results as a table, column by column. At 1366 px the widest views
 * are cards (they would scroll sideways as a table; results-fit.spec.ts checks 1366 px), so the walks
 * run on a 1920 px screen, where every view is a table.
 */
export const WIDE = { width: 1920, height: 1080 };

/**
 * The results on screen at 390 px: nothing scrolls sideways; a screenshot `${shot}-390` of them. The
 * screen is 1920 px wide again after.
 */
export async function expectFitOnPhone(page: Page, shot: string): Promise<void> {
  await resize(page, PHONE);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await screenshot(page, `${shot}-390`);
  await page.setViewportSize(WIDE);
}

/**
 * Publishes the results on screen with Upload Online and opens the link as the client does, at 390 px:
 * the six plans shown, nothing scrolling sideways; `read` checks the rest of the client's page (its text).
 */
export async function publishForClientOnPhone(
  { browser, page }: Pick<SuitePage, 'browser' | 'page'>,
  details: UploadDetails,
  read: (client: Page, text: string) => Promise<void>,
): Promise<void> {
  const link = await uploadOnline(page, details);
  await readAsClient(browser, link, PHONE, async (client) => {
    expect(await client.locator('tbody tr:not(:has(td.plan-info))').count()).toBe(6);
    expect(await sidewaysOverflow(client)).toBeLessThanOrEqual(0);
    await read(client, await client.locator('body').innerText());
  });
}
