import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildCashFlowWorkbook } from './excel-export';

async function readBack(bytes: ArrayBuffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return sheet;
}

describe('IRR.xlsx and XIRR.xlsx (spec 000 §2.4), read back with exceljs', () => {
  it('XIRR: real dates, signed money amounts, the live formula and its cached value', async () => {
    const series = { values: [-1000, 300, 800], isoDates: ['2024-06-01', '2024-01-01', '2025-06-01'] };
    const sheet = await readBack(await buildCashFlowWorkbook('xirr', series, 0.178642877511047));
    expect(sheet.getCell('A1').value).toBe('Date');
    expect(sheet.getCell('B1').value).toBe('Cash flow');
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.Date);
    expect((sheet.getCell('A3').value as Date).toISOString().slice(0, 10)).toBe('2024-01-01');
    expect(sheet.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('B2').value).toBe(-1000);
    expect(sheet.getCell('B2').numFmt).toContain('#,##0.00');
    const result = sheet.getCell('D2');
    expect(result.type).toBe(ExcelJS.ValueType.Formula);
    expect(result.formula).toBe('XIRR(B2:B4,A2:A4)');
    expect(result.result).toBe(0.178642877511047);
  });

  it('IRR: year numbers and =IRR over the amounts', async () => {
    const sheet = await readBack(
      await buildCashFlowWorkbook(
        'irr',
        { values: [-10000, 3000, 4200, 6800], isoDates: [] },
        0.163405600688989,
      ),
    );
    expect(sheet.getCell('A1').value).toBe('End of year');
    expect(sheet.getCell('A5').value).toBe(3);
    expect(sheet.getCell('D2').formula).toBe('IRR(B2:B5)');
    expect(sheet.getCell('D2').result).toBe(0.163405600688989);
    expect(sheet.getCell('D1').value).toBe('IRR');
  });
});
