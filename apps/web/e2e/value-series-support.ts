import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { PHONE, sidewaysOverflow } from './a11y-support';
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

/** The client's page lists `rows` plans (not their info rows) and does not scroll sideways. */
export async function expectClientRows(page: Page, rows: number): Promise<void> {
  expect(await page.locator('tbody tr:not(:has(td.plan-info))').count()).toBe(rows);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
}
