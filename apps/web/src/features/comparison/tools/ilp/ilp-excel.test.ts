import { ilpBodySchema, ilpCustomRows, ilpPiRow, type IlpRow } from '@portal/contracts';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ALPHA_INVEST_ILLUSTRATION } from '../../../../test/fixtures/ilp-illustration';
import { buildIlpWorkbook } from './ilp-excel';

// Issue 13: a row's spreadsheet, read back. The Custom sheet's live formulas are evaluated here, cell by
// cell from the inputs (not from the cached values), and must give the balance the screen shows.

async function readBack(row: IlpRow) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await buildIlpWorkbook(row));
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return sheet;
}

/** Evaluates the sheet's formulas (+ - * / ^, IF, ROUND, MIN and cell references) in row order. */
function evaluate(sheet: ExcelJS.Worksheet, cell: string, memo = new Map<string, number>()): number {
  const known = memo.get(cell);
  if (known !== undefined) return known;
  const value = sheet.getCell(cell).value;
  let result: number;
  if (value && typeof value === 'object' && 'formula' in value) {
    const js = String(value.formula)
      .replace(/\$/g, '')
      .replace(/\^/g, '**')
      .replace(/\b([A-Z]{1,2}\d+)\b/g, (ref) => `ref('${ref}')`);
    const ref = (r: string) => evaluate(sheet, r, memo);
    const IF = (test: boolean, a: number, b: number) => (test ? a : b);
    const ROUND = (x: number, d: number) => Math.round(x * 10 ** d) / 10 ** d;
    result = new Function('ref', 'IF', 'ROUND', 'MIN', `return ${js};`)(ref, IF, ROUND, Math.min) as number;
  } else result = Number(value);
  memo.set(cell, result);
  return result;
}

const body = ilpBodySchema.parse({
  comparisonType: 'custom',
  monthlyInvestmentAmount: 1500,
  policyPremiumTerm: 10,
  investmentPeriod: 20,
  growthRate: 7,
});

describe("a 101 plan row's Excel (spec 001 §3 excelFileName, excelData)", () => {
  it.each(
    ilpCustomRows(
      body,
      () => undefined,
      () => false,
    ).filter((r) => r.availablity),
  )('$planName $variant: the formulas rebuild the monthly balance to the projected value', async (row) => {
    const sheet = await readBack(row);
    expect(sheet.name).toBe('Projection');
    expect(sheet.getCell('M7').value).toBe('Balance');
    const memo = new Map<string, number>();
    // month by month, so the recursion stays shallow
    for (let r = 8; r <= 247; r += 1) evaluate(sheet, `M${r}`, memo);
    expect(Math.round(evaluate(sheet, 'M247', memo) * 100)).toBe(row.totalValueCents);
    expect(Math.round(evaluate(sheet, 'L247', memo) * 100)).toBe(row.totalInvestedPremiumCents);
    // Issue 31: amounts in S$, with their cents
    for (const cell of ['B5', 'E8', 'F8', 'L247', 'M247'])
      expect(sheet.getCell(cell).numFmt).toBe('"S$"#,##0.00');
    // the cached values agree, so the file reads right before Excel recalculates
    expect((sheet.getCell('M247').value as { result: number }).result * 100).toBeCloseTo(
      row.totalValueCents ?? 0,
      4,
    );
  });

  it('a PI row: the yearly surrender values, premiums paid as a formula', async () => {
    const row = ilpPiRow(
      ALPHA_INVEST_ILLUSTRATION,
      ilpBodySchema.parse({ monthlyInvestmentAmount: 1000, policyPremiumTerm: 10, investmentPeriod: 20 }),
      false,
    );
    expect(row.excelFileName).toBe('Alpha Invest.xlsx');
    const sheet = await readBack(row);
    expect(sheet.name).toBe('PI values');
    expect(sheet.getCell('A36').value).toBe(30);
    expect(evaluate(sheet, 'B36')).toBe(120_000);
    expect(sheet.getCell('C26').value).toBe(row.totalValueCents! / 100);
    // Issue 31: amounts in S$, the premium term a number of years
    for (const cell of ['B3', 'B36', 'C26']) expect(sheet.getCell(cell).numFmt).toBe('"S$"#,##0.00');
    expect(sheet.getCell('B4').value).toBe(10);
    expect(sheet.getCell('B4').numFmt).toBe('0" years"');
  });
});
