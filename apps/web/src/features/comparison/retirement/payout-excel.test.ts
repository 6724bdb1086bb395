import { retirementRowSchema } from '@portal/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildPayoutWorkbook, payoutFileName } from './payout-excel';

// Issue 31: the payout spreadsheets of the 4.25% and 3.00% illustrations shared one file name, and
// neither said inside which plan, rate or insured it was for.

const rowAt = (illustrationRate: '4.25' | '3.00') =>
  retirementRowSchema.parse({
    uniqueID: `r${illustrationRate}`,
    insurer: 'Alpha Life',
    insurerShortName: 'Alpha',
    planName: 'Alpha Retire Income',
    planShortName: 'Retire Income',
    promo: false,
    illustrationRate,
    entryAge: 35,
    retirementAge: 65,
    monthlyIncome: 1000,
    policyStartDate: '2026-11-19',
    payoutStartDate: '2056-12-18',
    payoutMthlyOrYrly: 'Monthly',
    payoutAtBegOrEnd: 'End',
    payoutMinGtd: 65_000,
    payoutMinTotal: 100_000,
    payoutLevelOrIncrease: 'Level',
    specialPayOut: 0,
    maturityBenefitGtd: 0,
    maturityBenefitTotal: 0,
    receivedGtd: 15_600_000,
    receivedTotal: 24_000_000,
    xirr_gtd: 0.0123,
    xirr_total: 0.0345,
    policyTerm: 50,
    incomePayOutPeriod: 20,
    premiumTerm: 5,
    annualPremium: 2_000_000,
    payoutSequence: [{ indexStart: 0, indexEnd: 239, type: 'regular', g_amt: 65_000, p_amt: 100_000 }],
    specialPayOutSequece: [],
  });

describe('the payout spreadsheet (issue 31)', () => {
  it('has a file name per plan and rate', () => {
    expect(payoutFileName(rowAt('4.25'))).toBe('Alpha-Retire-Income-4.25pct-payouts.xlsx');
    expect(payoutFileName(rowAt('3.00'))).not.toBe(payoutFileName(rowAt('4.25')));
  });

  it('names the plan, the illustration rate and the insured inside, beside the schedule', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await buildPayoutWorkbook(rowAt('3.00')));
    const sheet = workbook.worksheets[0]!;
    const about = [1, 2, 3, 4, 5].map((r) => [sheet.getCell(`F${r}`).value, sheet.getCell(`G${r}`).value]);
    expect(about).toEqual([
      ['Plan', 'Alpha Life Alpha Retire Income'],
      ['Illustration rate', '3.00% p.a.'],
      ['Insured', 'ANB 35 at entry'],
      ['Retirement age', 65],
      ['Monthly income', 1000],
    ]);
    expect(sheet.getCell('A1').value).toBe('Date');
  });
});
