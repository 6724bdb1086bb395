import { CASH_FLOW_MESSAGES, irrYearPrompt, TVM_MESSAGES } from '@portal/contracts';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signedInSuite } from './suite-page';
import { chooseColorScheme, downloadedBytes, resize, screenshot } from './support';

// Issue 4: the six calculators in Chromium. Expected answers: LibreOffice Calc 7.4.7.2 (the same cases
// as packages/core/src/finance/*.test.ts), shown to cents or to 4 decimal places of a percent.

const result = (page: Page, name: string | RegExp) => page.getByRole('status', { name });
const box = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name });

/** The 600 px layout of spec 000 §9, once the shell has slid its menu away. */
const narrow = (page: Page) => resize(page, { width: 600, height: 900 });

async function fillTvm(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await box(page, new RegExp(label)).fill(value);
  await page.getByRole('button', { name: 'Calculate' }).click();
}

async function readDownload(page: Page, buttonName: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await downloadedBytes(download)) as unknown as ArrayBuffer);
  return { fileName: download.suggestedFilename(), sheet: workbook.worksheets[0] };
}

describe('an adviser runs the six calculators, edits, clears, reloads and downloads Excel files', () => {
  const suite = signedInSuite({ clipboard: true });

  it('PV, FV, PMT and Rate: compute, lock, Edit, Clear, validation, and inputs kept over a reload', async () => {
    const { page } = suite;
    await page.goto('/calculator/pv-fv-pmt-rate');
    await page.getByRole('region', { name: 'Use-case examples' }).waitFor();
    await screenshot(page, 'calculator-pv-examples-desktop');

    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => page.getByText(TVM_MESSAGES.rateRequired).isVisible()).toBe(true);

    await fillTvm(page, {
      'Interest per annum': '5',
      'Number of years': '10',
      'Annual payment': '-1000',
      'Future value': '0',
    });
    await expect.poll(() => result(page, 'Present value (PV)').textContent()).toBe('8,107.82');
    expect(await page.getByTestId('excel-formula').textContent()).toBe('=PV(5%,10,-1000,0,1)');
    expect(await box(page, /Interest per annum/).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Copy formula' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Copied!' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('=PV(5%,10,-1000,0,1)');
    await screenshot(page, 'calculator-pv-result-desktop');

    await page.getByRole('button', { name: 'Edit' }).click();
    expect(await box(page, /Interest per annum/).isDisabled()).toBe(false);

    await page.getByRole('tab', { name: 'FV' }).click();
    // LibreOffice 7.4.7.2: FV(0.05;10;-1000;0;1) = 13206.7871623263
    await fillTvm(page, {
      'Interest per annum': '5',
      'Number of years': '10',
      'Annual payment': '-1000',
      'Present value': '0',
    });
    await expect.poll(() => result(page, 'Future value (FV)').textContent()).toBe('13,206.79');

    await page.getByRole('tab', { name: 'PMT' }).click();
    await fillTvm(page, {
      'Interest per annum': '5',
      'Number of years': '10',
      'Present value': '0',
      'Future value': '100000',
    });
    // LibreOffice 7.4.7.2: PMT(0.05;10;0;100000;1) = -7571.86428242445
    await expect.poll(() => result(page, 'Annual payment (PMT)').textContent()).toBe('-7,571.86');

    await page.getByRole('tab', { name: 'Rate' }).click();
    await fillTvm(page, {
      'Number of years': '10',
      'Annual payment': '-1000',
      'Present value': '0',
      'Future value': '15000',
    });
    // LibreOffice 7.4.7.2: RATE(10;-1000;0;15000;1) = 0.0725674021092588
    await expect.poll(() => result(page, /RATE/).textContent()).toBe('7.2567%');
    await narrow(page);
    await screenshot(page, 'calculator-rate-result-600');
    await page.setViewportSize({ width: 1280, height: 860 });

    await page.reload();
    await page.getByRole('tab', { name: 'Rate' }).click();
    await expect.poll(() => box(page, /Future value/).inputValue()).toBe('15000');
    await page.getByRole('button', { name: 'Clear' }).click();
    expect(await box(page, /Future value/).inputValue()).toBe('');
    await page.reload();
    await page.getByRole('tab', { name: 'Rate' }).click();
    expect(await box(page, /Future value/).inputValue()).toBe('');
  });

  it('IRR: messages, compute, download IRR.xlsx and read it back', async () => {
    const { page } = suite;
    await page.goto('/calculator/irr-xirr');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect
      .poll(() => page.getByText(CASH_FLOW_MESSAGES.irrAmountRequired).first().isVisible())
      .toBe(true);

    for (let i = 0; i < 2; i += 1) await page.getByRole('button', { name: 'Add cash flow' }).click();
    const amounts = ['10000', '3000', '4200', '6800'];
    for (const [year, amount] of amounts.entries()) await box(page, irrYearPrompt(year)).fill(amount);
    await page.getByRole('button', { name: 'Calculate' }).click();
    // LibreOffice 7.4.7.2: IRR({-10000;3000;4200;6800}) = 0.163405600688989
    await expect.poll(() => result(page, 'IRR').textContent()).toBe('16.3406%');
    await screenshot(page, 'calculator-irr-result-desktop');

    const { fileName, sheet } = await readDownload(page, 'Download IRR.xlsx');
    expect(fileName).toBe('IRR.xlsx');
    expect(sheet?.getCell('D2').formula).toBe('IRR(B2:B5)');
    expect(sheet?.getCell('D2').result).toBeCloseTo(0.163405600688989, 12);
    expect(sheet?.getCell('B2').value).toBe(-10000);
    expect(sheet?.getCell('B2').type).toBe(ExcelJS.ValueType.Number);

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.reload();
    await expect.poll(() => box(page, irrYearPrompt(3)).inputValue()).toBe('6800');
  });

  it('XIRR: messages, compute, download XIRR.xlsx and read it back, at desktop and 600 px', async () => {
    const { page } = suite;
    await page.goto('/calculator/irr-xirr');
    await page.getByRole('tab', { name: 'XIRR' }).click();
    await box(page, 'Date 1').fill('31-02-2024');
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => page.getByText(CASH_FLOW_MESSAGES.dateInvalid).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(CASH_FLOW_MESSAGES.dateRequired).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(CASH_FLOW_MESSAGES.amountPositive).first().isVisible()).toBe(true);
    await narrow(page);
    await screenshot(page, 'calculator-xirr-messages-600');
    await page.setViewportSize({ width: 1280, height: 860 });

    await page.getByRole('button', { name: 'Add cash flow' }).click();
    const flows = [
      ['01-06-2024', '1000'],
      ['01-01-2024', '300'],
      ['01-06-2025', '800'],
    ] as const;
    for (const [i, [date, amount]] of flows.entries()) {
      await box(page, `Date ${i + 1}`).fill(date);
      await box(page, `Amount ${i + 1}`).fill(amount);
    }
    await page.getByRole('button', { name: 'Calculate' }).click();
    // LibreOffice 7.4.7.2: the "unsorted dates" case, 0.178642877511047
    await expect.poll(() => result(page, 'XIRR').textContent()).toBe('17.8643%');
    await screenshot(page, 'calculator-xirr-result-desktop');
    await narrow(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await screenshot(page, 'calculator-xirr-result-600');
    await page.setViewportSize({ width: 1280, height: 860 });

    const { fileName, sheet } = await readDownload(page, 'Download XIRR.xlsx');
    expect(fileName).toBe('XIRR.xlsx');
    expect(sheet?.getCell('D2').formula).toBe('XIRR(B2:B4,A2:A4)');
    expect(sheet?.getCell('D2').result).toBeCloseTo(0.178642877511047, 12);
    expect(sheet?.getCell('A3').type).toBe(ExcelJS.ValueType.Date);
    expect((sheet?.getCell('A3').value as Date).toISOString().slice(0, 10)).toBe('2024-01-01');
    expect(sheet?.getCell('B2').value).toBe(-1000);

    await page.reload();
    await page.getByRole('tab', { name: 'XIRR' }).click();
    await expect.poll(() => box(page, 'Date 3').inputValue()).toBe('01-06-2025');
  });

  it('looks right in dark mode', async () => {
    const { page } = suite;
    await chooseColorScheme(page, 'Dark');
    await page.getByRole('tab', { name: 'XIRR' }).click();
    await page.getByRole('button', { name: 'Calculate' }).click();
    await expect.poll(() => result(page, 'XIRR').textContent()).toBe('17.8643%');
    await screenshot(page, 'calculator-xirr-dark');
    await page
      .getByRole('button', { name: 'Clear' })
      .or(page.getByRole('button', { name: 'Edit' }))
      .first()
      .click();
    await page.goto('/calculator/pv-fv-pmt-rate');
    await page.getByRole('region', { name: 'Use-case examples' }).waitFor();
    await screenshot(page, 'calculator-pv-dark');
  });
});
