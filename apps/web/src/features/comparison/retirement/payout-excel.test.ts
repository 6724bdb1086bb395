import { retirementRowSchema, TOOL_EXAMPLES } from '@portal/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildPayoutWorkbook, payoutFileName } from './payout-excel';
import { FEMALE_INSURED } from '../../../test/fixtures/insureds';

// Issue 31: the payout spreadsheets of the 4.25% and 3.00% illustrations shared one file name, and
// neither said inside which plan, rate or insured it was for.

// The tool's test example (contracts tools/examples), under a plan name of its own.
const rowAt = (illustrationRate: '4.25' | '3.00') =>
  retirementRowSchema.parse({
    ...TOOL_EXAMPLES.retirementIncomePlan.row,
    uniqueID: `r${illustrationRate}`,
    planName: 'Alpha Retire Income',
    planShortName: 'Retire Income',
    illustrationRate,
  });

describe('the payout spreadsheet (issue 31)', () => {
  it('has a file name per plan and rate', () => {
    expect(payoutFileName(rowAt('4.25'))).toBe('Alpha-Retire-Income-4.25pct-payouts.xlsx');
    expect(payoutFileName(rowAt('3.00'))).not.toBe(payoutFileName(rowAt('4.25')));
  });

  it('names the plan, the illustration rate and the insured inside, beside the schedule, figures as numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await buildPayoutWorkbook(rowAt('3.00'), FEMALE_INSURED));
    const sheet = workbook.worksheets[0]!;
    const about = [1, 2, 3, 4, 5, 6].map((r) => [
      sheet.getCell(`F${r}`).value,
      sheet.getCell(`G${r}`).value,
      sheet.getCell(`G${r}`).numFmt,
    ]);
    expect(about).toEqual([
      ['Plan', 'Alpha Life Alpha Retire Income', undefined],
      ['Illustration rate', 0.03, '0.00%" p.a."'],
      ['Insured', 'Lim Mei Hua: Female, Non-Smoker, ANB 37 (age next birthday)', undefined],
      ['Entry age', 35, '"ANB "0'],
      ['Retirement age', 65, '0'],
      ['Monthly income', 1000, '"S$"#,##0'],
    ]);
    expect(sheet.getCell('A1').value).toBe('Date');
  });

  it('writes dates as dates and amounts as S$ numbers; an XIRR the page shows as "-" is blank, not 0.00%', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await buildPayoutWorkbook({ ...rowAt('4.25'), xirr_gtd: null }));
    const sheet = workbook.worksheets[0]!;
    let last = 1;
    while (sheet.getCell(`A${last + 1}`).value instanceof Date) last += 1;
    expect(last).toBeGreaterThan(200);
    for (let r = 2; r <= last; r += 1) {
      expect(sheet.getCell(`A${r}`).numFmt).toBe('dd/mm/yyyy');
      for (const c of ['C', 'D']) {
        expect(sheet.getCell(`${c}${r}`).type).toBe(ExcelJS.ValueType.Number);
        expect(sheet.getCell(`${c}${r}`).numFmt).toBe('"S$"#,##0.00;[Red]-"S$"#,##0.00');
      }
    }
    const [received, xirr] = [last + 2, last + 3];
    expect(sheet.getCell(`B${xirr}`).value).toBe('XIRR');
    expect(sheet.getCell(`C${xirr}`).value).toBeNull();
    expect(sheet.getCell(`D${xirr}`).value).toMatchObject({ result: 0.0345 });
    expect(sheet.getCell(`D${xirr}`).numFmt).toBe('0.00%');
    expect(sheet.getCell(`C${received}`).numFmt).toBe('"S$"#,##0.00;[Red]-"S$"#,##0.00');
  });
});
