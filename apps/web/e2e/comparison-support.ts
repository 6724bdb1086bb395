import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { newPage } from './support';

// The comparison steps many specs take on the way to what they test: an insured entered on Insured
// Details, and the results on screen published with Upload Online.

export interface Insured {
  name: string;
  gender: 'Female' | 'Male';
  smoker?: 'Non-Smoker' | 'Smoker';
  /** DD/MM/YYYY, as the form takes it. */
  dob: string;
}

/** Fills the Insured Details form on screen and submits it. */
export async function fillInsured(page: Page, { name, gender, smoker = 'Non-Smoker', dob }: Insured) {
  await page.getByLabel('Name').fill(name);
  await page.getByLabel(gender, { exact: true }).check();
  await page.getByLabel(smoker, { exact: true }).check();
  await page.getByLabel('Date of Birth').fill(dob);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** Enters an insured on Insured Details and waits for the Comparison Menu that Submit opens. */
export async function enterInsured(page: Page, insured: Insured) {
  await page.goto('/comparison/insuredDetails');
  await fillInsured(page, insured);
  await page.getByRole('dialog', { name: 'Comparison Menu' }).waitFor();
}

/**
 * A date of birth whose age next birthday is 35 today: born 15 January 34 years ago, or 35 years ago
 * before 15 January. The value-series samples illustrate ANB 35.
 */
export function bornMidJanuaryAnb35(): string {
  const today = new Date();
  const isBeforeBirthday = today.getUTCMonth() === 0 && today.getUTCDate() < 15;
  return `15/01/${today.getUTCFullYear() - 34 - (isBeforeBirthday ? 1 : 0)}`;
}

export interface UploadDetails {
  clientName: string;
  /** What the adviser notes for themselves (seen only by them). */
  description: string;
  recommendation: string;
}

/** Fills the Upload Online dialog (open on screen) and submits it. */
export async function submitUploadDetails(page: Page, details: UploadDetails) {
  const dialog = page.getByRole('dialog', { name: 'Enter Details' });
  await dialog.getByLabel("Client's name on comparison").fill(details.clientName);
  await dialog.getByLabel('Client description (seen only by you)').fill(details.description);
  await dialog.getByLabel('Advisor recommendation').fill(details.recommendation);
  await dialog.getByRole('button', { name: 'Submit' }).click();
}

/**
 * Publishes the results on screen with Upload Online and returns the client's link, the Upload dialog
 * that shows it closed again with Escape.
 */
export async function uploadOnline(page: Page, details: UploadDetails): Promise<string> {
  await page.getByRole('button', { name: 'Upload Online' }).click();
  await submitUploadDetails(page, details);
  const done = page.getByRole('dialog', { name: 'Upload' });
  await done.waitFor();
  const link = await done.locator('.upload-link').innerText();
  await page.keyboard.press('Escape');
  await done.waitFor({ state: 'hidden' });
  return link;
}

/**
 * Opens a published link as the client does (signed out, in a context of its own, at `size`), expects
 * it to answer 200, hands the page to `read` and closes it after.
 */
export async function readAsClient(
  browser: Browser,
  link: string,
  size: { width: number; height: number },
  read: (page: Page) => Promise<void>,
): Promise<void> {
  const client = await newPage(browser, size);
  try {
    expect((await client.page.goto(link))?.status()).toBe(200);
    await read(client.page);
  } finally {
    await client.context.close();
  }
}
