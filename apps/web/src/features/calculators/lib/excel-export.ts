import type { CashFlowKind, CashFlowSeries } from '@portal/contracts';

/**
 * IRR.xlsx and XIRR.xlsx (spec 000 §2.4), built in the browser: a title row, the cash flows (dates as
 * real dates, amounts as numbers in a money format, outflows negative), and the live formula with its
 * cached value, so the file shows the answer before Excel recalculates. exceljs is loaded on demand.
 */
export async function buildCashFlowWorkbook(
  kind: CashFlowKind,
  series: CashFlowSeries,
  answer: number,
): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(kind.toUpperCase());
  const last = series.values.length + 1;
  sheet.columns = [
    { header: kind === 'irr' ? 'End of year' : 'Date', width: 14 },
    { header: 'Cash flow', width: 18 },
    { header: '', width: 4 },
    { header: kind.toUpperCase(), width: 14 },
  ];
  sheet.getRow(1).font = { bold: true };
  series.values.forEach((value, i) => {
    const row = sheet.getRow(i + 2);
    const iso = series.isoDates[i];
    if (kind === 'xirr' && iso) {
      const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
      row.getCell(1).value = new Date(Date.UTC(y, m - 1, d));
      row.getCell(1).numFmt = 'dd-mm-yyyy';
    } else {
      row.getCell(1).value = i;
    }
    row.getCell(2).value = value;
    row.getCell(2).numFmt = '#,##0.00;[Red]-#,##0.00';
  });
  const formula = kind === 'irr' ? `IRR(B2:B${last})` : `XIRR(B2:B${last},A2:A${last})`;
  const result = sheet.getCell('D2');
  result.value = { formula, result: answer };
  result.numFmt = '0.0000%';
  const buffer = await workbook.xlsx.writeBuffer();
  return buffer as ArrayBuffer;
}
