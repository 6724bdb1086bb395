import {
  ILP101_TOOL,
  RETIREMENT_INCOME_TOOL,
  TERM_TOOL,
  describeCriteriaText,
  ilpBodySchema,
  ilpCustomRows,
  type IlpRow,
  type RetirementRow,
  type TermRow,
} from '@portal/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { exportColumnsOf, exportHeaderOf, exportNameOf } from './results-export-columns';
import { buildExportSheet, EXPORT_FORMATS, MONEY_FORMAT, toCsv, toXlsx } from './results-export';
import { resultColumnsOf } from './tool-columns';

// Issue 31: exports are data. Opened in a spreadsheet, numbers are numbers with a number format, dates
// are dates and a value the page shows as '-' is blank; the header names the criteria as the form does.

const AT = new Date('2026-11-27T02:00:00Z');

async function sheetOf<T>(rows: readonly T[], columns: ReturnType<typeof resultColumnsOf<T>>) {
  const sheet = buildExportSheet(rows, exportColumnsOf(columns), [['Tool', 'x']], AT);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await toXlsx(sheet, 'x'));
  const ws = workbook.worksheets[0]!;
  const headerRow = 4; // Tool, Exported, blank, then the column headers
  const headers = (ws.getRow(headerRow).values as unknown[]).slice(1);
  const cell = (row: number, header: string) =>
    ws.getRow(headerRow + row).getCell(headers.indexOf(header) + 1);
  return { sheet, cell, headers, csv: toCsv(sheet).split('\r\n') };
}

const body = ilpBodySchema.parse({
  comparisonType: 'custom',
  monthlyInvestmentAmount: 2000,
  policyPremiumTerm: 10,
});
const ilpRows: IlpRow[] = ilpCustomRows(
  body,
  () => undefined,
  () => false,
);

describe('the 101 plan export (issue 31)', () => {
  it('writes the projected value in dollars with its cents, the break-even yield as a percentage, an unavailable plan blank', async () => {
    const { cell, csv } = await sheetOf(ilpRows, resultColumnsOf(ILP101_TOOL.columns));
    const first = ilpRows[0]!;
    const value = cell(1, 'Projected Value');
    expect(value.value).toBe(first.totalValueCents! / 100);
    expect(value.numFmt).toBe(MONEY_FORMAT);
    expect(first.totalValueCents! % 100).not.toBe(0);
    const yieldCell = cell(1, 'Break Even Yield');
    expect(yieldCell.value).toBeCloseTo(first.breakEvenYield! / 100, 10);
    expect(yieldCell.numFmt).toBe(EXPORT_FORMATS.percent);
    const unavailable = ilpRows.findIndex((r) => !r.availablity) + 1;
    expect(cell(unavailable, 'Projected Value').value).toBeNull();
    expect(cell(unavailable, 'Total Bonus').value).toBeNull();
    // CSV: plain numbers, the percentage column names its unit, blanks empty
    expect(csv[3]).toContain('Break Even Yield (%)');
    expect(csv[4]).toContain(`,${(first.totalValueCents! / 100).toFixed(2)},${first.breakEvenYield},`);
    expect(csv[3 + unavailable]).toMatch(/,,/);
  });
});

const retirementRow = {
  uniqueID: 'r',
  insurer: 'Alpha Life',
  insurerShortName: 'Alpha',
  planName: 'Alpha Income',
  planShortName: 'Income',
  promo: false,
  payoutStartDate: '2056-12-18',
  payoutMthlyOrYrly: 'Monthly',
  payoutAtBegOrEnd: 'End',
  payoutLevelOrIncrease: 'Level',
  payoutMinGtd: 65_000,
  payoutMinTotal: 100_000,
  receivedGtd: 15_600_000,
  receivedTotal: 24_000_000,
  xirr_gtd: 0.035,
  xirr_total: null,
  policyTerm: 50,
  premiumTerm: 5,
  annualPremium: 2_000_000,
} as unknown as RetirementRow;

describe('Retirement Income export (issue 31)', () => {
  it('writes Payout Start as a date, XIRRs as percentages, the policy term as a number, a missing XIRR blank', async () => {
    const columns = resultColumnsOf(RETIREMENT_INCOME_TOOL.columns);
    const { cell, csv } = await sheetOf([retirementRow], columns);
    const start = cell(1, 'Payout Start');
    expect(start.value).toEqual(new Date(Date.UTC(2056, 11, 18)));
    expect(start.numFmt).toBe('dd/mm/yyyy');
    expect(cell(1, 'XIRR (Guaranteed)').value).toBeCloseTo(0.035, 10);
    expect(cell(1, 'XIRR (Guaranteed)').numFmt).toBe('0.00%');
    expect(cell(1, 'XIRR (Total)').value).toBeNull();
    expect(cell(1, 'Policy Term').value).toBe(50);
    expect(csv[4]).toContain('2056-12-18');
    expect(csv[4]).toContain(',3.5,,50,');
  });
});

const termRow = {
  uniqueID: 't',
  insurer: 'Alpha Life',
  insurerShortName: 'Alpha',
  planName: 'Alpha Term',
  planShortName: 'Term',
  promo: false,
  policyTerm: 'PayTo75',
  covers: [
    { cover: 'death', sumInsuredCents: 200_000_000, premiumCents: 100_000 },
    { cover: 'ci', sumInsuredCents: 50_000_000, premiumCents: 30_000 },
  ],
  premiumCents: 130_000,
} as unknown as TermRow;

describe('Term export and the criteria header (issue 31)', () => {
  it('writes each cover in a number column of its own, blank when not asked for', async () => {
    const { cell, headers } = await sheetOf([termRow], resultColumnsOf(TERM_TOOL.columns));
    expect(headers).toEqual([
      'Insurer',
      'Plan',
      'Policy Term',
      'Death',
      'TPD',
      'Advanced CI',
      'Early CI',
      'Annual Premium',
      'Promo',
    ]);
    expect(cell(1, 'Death').value).toBe(2_000_000);
    expect(cell(1, 'TPD').value).toBeNull();
    expect(cell(1, 'Advanced CI').value).toBe(500_000);
    expect(cell(1, 'Annual Premium').value).toBe(1300);
  });

  it('names the criteria with the form labels and S$', () => {
    expect(
      describeCriteriaText({ term: 'PayTo75', death: 2_000_000, tpd: 2_000_000, ci: 0, eci: 0, anb: 36 }),
    ).toBe('Coverage Term: To 75; Death: S$2,000,000; TPD: S$2,000,000; Advanced CI: None; Early CI: None');
    expect(
      describeCriteriaText({
        query: { residency: 'SGPR', ipWithRider: true, comparisonType: 'GovWardB1_Max' },
      }),
    ).toBe('Residency: SG/PR; IP with Rider: Yes; Coverage Type: Gov Ward B1 (Max rider)');
  });

  it('says which view and which year or age a compare-at view reads', () => {
    const views = {
      modes: [
        { key: 'default', label: 'Default' },
        { key: 'values', label: 'Values' },
      ],
      compareAt: { kind: 'age' as const, options: [65, 70], default: 65 },
    };
    // and its file is named for them, so two views' files never share a name
    expect(exportNameOf('Whole-Life', views, { mode: 'values', compareAt: 70 })).toBe(
      'Whole-Life-Values-Age-70',
    );
    expect(exportNameOf('Whole-Life', views, { mode: 'default', compareAt: 70 })).toBe(
      'Whole-Life-Default-Age-70',
    );
    expect(
      exportNameOf(
        'Universal-Life-Index',
        {
          modes: [
            { key: 'default', label: 'Default' },
            { key: 'fixed', label: 'Fixed/General Account' },
          ],
          compareAt: { kind: 'age', options: [60], default: 60, modes: ['values'] },
        },
        { mode: 'fixed', compareAt: 60 },
      ),
    ).toBe('Universal-Life-Index-Fixed-General-Account');
    expect(exportNameOf('Term', undefined, { mode: 'default', compareAt: null })).toBe('Term');
    expect(exportHeaderOf([['Tool', 'Whole Life']], views, { mode: 'values', compareAt: 70 })).toEqual([
      ['Tool', 'Whole Life'],
      ['View', 'Values'],
      ['Values at', 'Age 70'],
    ]);
  });
});
