import { ILP_CUSTOM_PLANS, ilpInputsOf, ilpPlanLabel, type IlpBody, type IlpRow } from '@portal/contracts';
import { compilePlan, monthlyGrowthFactor, projectIlp } from '@portal/core';
import { MONEY_FORMAT } from '../../results/results-export';

// Issue 13, spec 001 §3 (excelFileName, excelSchema, excelData): a row's projection as a spreadsheet, made
// in the browser. Custom rows: the monthly projection with live formulas for the running balance (unit
// prices, units held, premiums paid and balance follow from the month before), each with its cached
// value so the file reads right before Excel recalculates. PI rows: the insurer's yearly values.

/** Issue 31: S$ as every comparison file writes it. */
const MONEY = MONEY_FORMAT;
const UNITS = '#,##0.0000';
const RATE = '0.0000%';

/** The body a Custom row was projected from (its own fields say everything the models need). */
export const bodyOfRow = (row: IlpRow): IlpBody => ({
  comparisonType: row.comparisonType,
  monthlyInvestmentAmount: row.monthlyCents / 100,
  policyPremiumTerm: row.policyPremiumTerm,
  investmentPeriod: row.investmentPeriod,
  growthRate: row.growthPct,
  initialDropPct: row.initialDropPct ?? 0,
});

/** The monthly projection's column headers (spec 001 §3 excelSchema). */
export const ILP_EXCEL_COLUMNS = [
  'Month',
  'Policy Year',
  'Unit Price (start)',
  'Unit Price (end)',
  'Premium',
  'Premium Bonus',
  'IUA Charge Rate',
  'AUA Charge Rate',
  'Fund Bonus Rate',
  'IUA Units',
  'AUA Units',
  'Cumulative Premium',
  'Balance',
] as const;

export async function buildIlpWorkbook(row: IlpRow): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  if (row.comparisonType === 'custom' && row.planKey) fillCustom(workbook.addWorksheet('Projection'), row);
  else fillPi(workbook.addWorksheet('PI values'), row);
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

type Sheet = import('exceljs').Worksheet;

/** The plan's name in A1, then label and value lines from row 2; a value's number format beside it. */
function header(sheet: Sheet, row: IlpRow, lines: [string, string | number, string?][]) {
  sheet.getCell('A1').value = `${row.insurer} ${ilpPlanLabel(row)}`;
  sheet.getCell('A1').font = { bold: true, size: 13 };
  lines.forEach(([label, value, numFmt], i) => {
    sheet.getCell(`A${i + 2}`).value = label;
    sheet.getCell(`B${i + 2}`).value = value;
    if (numFmt) sheet.getCell(`B${i + 2}`).numFmt = numFmt;
  });
}

function fillCustom(sheet: Sheet, row: IlpRow) {
  const plan = ILP_CUSTOM_PLANS.find((p) => p.planKey === row.planKey && p.variant === row.variant)!;
  const inputs = ilpInputsOf(bodyOfRow(row), plan);
  const compiled = compilePlan(plan.planKey, inputs);
  const { months } = projectIlp(plan.planKey, inputs);
  // B2 growth % a year; B3 the monthly factor; B4 the months whose premiums buy initial units; B5 the
  // monthly premium; B6 the initial drop, which month 1's price also takes (ADR 0034)
  header(sheet, row, [
    ['Gross growth % p.a.', row.growthPct],
    ['Monthly growth factor', monthlyGrowthFactor(row.growthPct)],
    ['Initial unit months', compiled.initialUnitMonths],
    ['Monthly premium', row.monthlyCents / 100, MONEY],
    ['Initial drop % (month 1)', row.initialDropPct ?? 0],
  ]);
  sheet.getCell('B3').value = { formula: '(1+B2/100)^(1/12)', result: monthlyGrowthFactor(row.growthPct) };
  const top = 8;
  const headerRow = sheet.getRow(top - 1);
  ILP_EXCEL_COLUMNS.forEach((label, i) => {
    headerRow.getCell(i + 1).value = label;
  });
  headerRow.font = { bold: true };
  ILP_EXCEL_COLUMNS.forEach((_, i) => {
    sheet.getColumn(i + 1).width = i < 2 ? 10 : 17;
  });
  let priceStart = 1;
  for (const m of months) {
    const r = top + m.month - 1;
    const prev = r - 1;
    const first = m.month === 1;
    const cells = sheet.getRow(r);
    const premium = m.premiumCents / 100;
    const bonus = (compiled.premiumBonusCents[m.month] ?? 0) / 100;
    cells.getCell(1).value = m.month;
    cells.getCell(2).value = m.policyYear;
    cells.getCell(3).value = first ? 1 : { formula: `D${prev}`, result: priceStart };
    cells.getCell(4).value = {
      formula: first ? `C${r}*$B$3*(1-$B$6/100)` : `C${r}*$B$3`,
      result: m.unitPrice,
    };
    cells.getCell(5).value = premium;
    cells.getCell(6).value = bonus;
    cells.getCell(7).value = compiled.iuaChargeRate[m.month] ?? 0;
    cells.getCell(8).value = compiled.auaChargeRate[m.month] ?? 0;
    cells.getCell(9).value = compiled.fundBonusRate[m.month] ?? 0;
    const iuaPrev = first ? '0' : `J${prev}`;
    const auaPrev = first ? '0' : `K${prev}`;
    // Premiums buy initial units in the initial months, accumulation units after; bonuses buy AUA
    const auaAfterCharge = `((${auaPrev}+IF(A${r}>$B$4,E${r}/C${r},0)+F${r}/C${r})*(1-H${r}))`;
    cells.getCell(10).value = {
      formula: `(${iuaPrev}+IF(A${r}<=$B$4,E${r}/C${r},0))*(1-G${r})`,
      result: m.iuaUnits,
    };
    cells.getCell(11).value = {
      formula: `${auaAfterCharge}+(J${r}+${auaAfterCharge})*I${r}`,
      result: m.auaUnits,
    };
    cells.getCell(12).value = {
      formula: first ? `E${r}` : `L${prev}+E${r}`,
      result: m.totalInvestedPremiumCents / 100,
    };
    cells.getCell(13).value = { formula: `ROUND((J${r}+K${r})*D${r},2)`, result: m.balanceCents / 100 };
    [5, 6, 12, 13].forEach((c) => (cells.getCell(c).numFmt = MONEY));
    [3, 4, 10, 11].forEach((c) => (cells.getCell(c).numFmt = UNITS));
    [7, 8, 9].forEach((c) => (cells.getCell(c).numFmt = RATE));
    priceStart = m.unitPrice;
  }
  sheet.views = [{ state: 'frozen', ySplit: top - 1 }];
}

function fillPi(sheet: Sheet, row: IlpRow) {
  header(sheet, row, [
    ["PI's growth rate % p.a.", row.growthPct],
    ['Monthly premium', row.monthlyCents / 100, MONEY],
    ['Premium term (years)', row.policyPremiumTerm, '0" years"'],
  ]);
  const top = 7;
  const headerRow = sheet.getRow(top - 1);
  ['End of Year', 'Premiums Paid', 'Surrender Value at 8%'].forEach((label, i) => {
    headerRow.getCell(i + 1).value = label;
  });
  headerRow.font = { bold: true };
  [1, 2, 3].forEach((c) => {
    sheet.getColumn(c).width = 24;
  });
  row.values.forEach((v, i) => {
    const r = top + i;
    const cells = sheet.getRow(r);
    cells.getCell(1).value = v.endOfYear;
    const paid = (row.monthlyCents * 12 * Math.min(v.endOfYear, row.policyPremiumTerm)) / 100;
    cells.getCell(2).value = { formula: `$B$3*12*MIN(A${r},$B$4)`, result: paid };
    cells.getCell(3).value = v.surrenderValueAt8pc / 100;
    [2, 3].forEach((c) => (cells.getCell(c).numFmt = MONEY));
  });
}
