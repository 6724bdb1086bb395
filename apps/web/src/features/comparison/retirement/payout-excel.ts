import type { Insured, RetirementRow } from '@portal/contracts';
import { describeInsured } from '../results/export-header';
import { MONEY_FORMAT } from '../results/results-export';
import { payoutSchedule } from './payout-schedule';

/**
 * Issue 11, spec 001 §4: the payout schedule as an .xlsx made in the browser with exceljs (loaded on
 * demand, as the calculators do): one dated line per premium, payout and the maturity benefit, in
 * dollars, with live formulas for the totals received and the XIRR of each column, each with its value
 * cached so the file shows the answer before Excel recalculates.
 */
export async function buildPayoutWorkbook(
  row: RetirementRow,
  insured: Insured | null = null,
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Payout schedule');
  const lines = payoutSchedule(row);
  sheet.columns = [
    { header: 'Date', width: 14 },
    { header: 'Cash flow', width: 12 },
    { header: 'Guaranteed', width: 16 },
    { header: 'Total', width: 16 },
  ];
  sheet.getRow(1).font = { bold: true };
  // Issue 31: S$ as every comparison file writes it; premiums paid out red
  const money = `${MONEY_FORMAT};[Red]-${MONEY_FORMAT}`;
  lines.forEach((line, i) => {
    const r = sheet.getRow(i + 2);
    const [y, m, d] = line.date.split('-').map(Number) as [number, number, number];
    r.getCell(1).value = new Date(Date.UTC(y, m - 1, d));
    r.getCell(1).numFmt = 'dd/mm/yyyy';
    r.getCell(2).value = line.kind === 'Payout' ? `Payout ${line.payoutNumber}` : line.kind;
    r.getCell(3).value = line.gtdCents / 100;
    r.getCell(4).value = line.totalCents / 100;
    r.getCell(3).numFmt = money;
    r.getCell(4).numFmt = money;
  });
  const last = lines.length + 1;
  const at = last + 2;
  sheet.getCell(`B${at}`).value = 'Received';
  sheet.getCell(`B${at + 1}`).value = 'XIRR';
  sheet.getCell(`B${at}`).font = { bold: true };
  sheet.getCell(`B${at + 1}`).font = { bold: true };
  for (const [column, received, rate] of [
    ['C', row.receivedGtd, row.xirr_gtd],
    ['D', row.receivedTotal, row.xirr_total],
  ] as const) {
    const total = sheet.getCell(`${column}${at}`);
    total.value = {
      formula: `SUMIF(B2:B${last},"Payout*",${column}2:${column}${last})`,
      result: received / 100,
    };
    total.numFmt = money;
    // An XIRR the page shows as '-' (none found) is a blank cell, never a cached 0.00%
    if (rate === null) continue;
    const xirr = sheet.getCell(`${column}${at + 1}`);
    xirr.value = { formula: `XIRR(${column}2:${column}${last},A2:A${last})`, result: rate };
    xirr.numFmt = '0.00%';
  }
  // Issue 31: the file says which plan, rate and insured it is for, beside the table (its formulas stay
  // put); the rate, ages and income are numbers with formats that say what they are (ADR 0043)
  const about: [label: string, value: string | number, numFmt?: string][] = [
    ['Plan', `${row.insurer} ${row.planName}`],
    ['Illustration rate', Number(row.illustrationRate) / 100, '0.00%" p.a."'],
    ['Insured', insured ? `${insured.name}: ${describeInsured(insured)}` : 'Not known'],
    ['Entry age', row.entryAge, '"ANB "0'],
    ['Retirement age', row.retirementAge, '0'],
    ['Monthly income', row.monthlyIncome, '"S$"#,##0'],
  ];
  about.forEach(([label, value, numFmt], i) => {
    sheet.getCell(`F${i + 1}`).value = label;
    sheet.getCell(`F${i + 1}`).font = { bold: true };
    sheet.getCell(`G${i + 1}`).value = value;
    if (numFmt) sheet.getCell(`G${i + 1}`).numFmt = numFmt;
  });
  sheet.getColumn(6).width = 18;
  sheet.getColumn(7).width = 48;
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Issue 31: one name per plan and rate, so the 4.25% and 3.00% files no longer overwrite each other. */
export const payoutFileName = (row: RetirementRow) =>
  `${row.insurerShortName}-${row.planShortName}-${row.illustrationRate}pct-payouts.xlsx`.replace(/\s+/g, '-');
