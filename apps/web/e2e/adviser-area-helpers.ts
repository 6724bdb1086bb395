import { AxeBuilder } from '@axe-core/playwright';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Download, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { enterInsured, uploadOnline } from './comparison-support';
import { artifactsDir, searchResults } from './support';

/** A real picture made for the test: a gradient with a disc, so the encoders have something to do. */
export async function makePicture(width: number, height: number, format: 'jpeg' | 'png'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0e7490"/><stop offset="1" stop-color="#f59e0b"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#f8fafc" opacity="0.85"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'jpeg' ? image.jpeg({ quality: 85 }).toBuffer() : image.png().toBuffer();
}

/** Saves a download under the artifacts folder and returns its bytes. */
export async function keepDownload(download: Download): Promise<{ name: string; bytes: Buffer }> {
  await mkdir(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `download-${Date.now()}-${download.suggestedFilename()}`);
  await download.saveAs(file);
  return { name: download.suggestedFilename(), bytes: await readFile(file) };
}

export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number; format: string }> {
  const meta = await sharp(bytes).metadata();
  return { width: meta.width ?? 0, height: meta.height ?? 0, format: meta.format ?? '' };
}

/** COMMON.md: the critical and serious axe violations under WCAG 2.2 AA, named with where and what. */
export async function seriousAxeViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${where}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  return serious;
}

export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

/** The text of the toast that appears next (the spec's messages are toasts). */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('.p-toast-message', { hasText: text }).first().waitFor({ timeout: 15_000 });
}

/** Enters a male non-smoker born 1 February 1990 and searches Term for him with its defaults. */
export async function searchTerm(page: Page, clientName: string): Promise<void> {
  await enterInsured(page, { name: clientName, gender: 'Male', dob: '01/02/1990' });
  await page.goto('/comparison/term');
  await searchResults(page);
}

/** Searches a term comparison for an insured and publishes it; returns the client's link (links.spec.ts). */
export async function publishTermComparison(page: Page, clientName: string): Promise<string> {
  await searchTerm(page, clientName);
  return uploadOnline(page, {
    clientName,
    description: 'Referred by a friend',
    recommendation: 'Plan B suits you best.',
  });
}
