import { formatSingaporeDateTime } from '@portal/core';

// spec 001 §2: each results table has a footer export control, produced in the browser (spec 000 §7).
// Issue 9 and ADR 0012: an export is data. It follows the on-screen order, leaves hidden rows out, keeps
// numbers as numbers, and opens with a header block saying what was compared, for whom, and when.

export type ExportColumn<T> = {
  header: string;
  /** Text, or a plain number. */
  value: (row: T) => string | number;
  /** Money in integer cents: written as dollars, with a currency format in the spreadsheet. */
  cents?: (row: T) => number;
};

/** Label and value lines above the table: tool, insured, criteria, data version, adviser. */
export type ExportHeader = readonly (readonly [label: string, value: string])[];

export type ExportCell = string | number;

export type ExportSheet = {
  header: ExportHeader;
  columns: string[];
  rows: ExportCell[][];
  /** Which columns hold money (in dollars). */
  isMoney: boolean[];
};

/** Dollars from cents without float drift: 123456 -> 1234.56. */
const dollarsOf = (cents: number) => Math.round(cents) / 100;

export function buildExportSheet<T>(
  rows: readonly T[],
  columns: readonly ExportColumn<T>[],
  header: ExportHeader,
  exportedAt: Date,
): ExportSheet {
  return {
    header: [...header, ['Exported', formatSingaporeDateTime(exportedAt)]],
    columns: columns.map((c) => c.header),
    rows: rows.map((row) => columns.map((c) => (c.cents ? dollarsOf(c.cents(row)) : c.value(row)))),
    isMoney: columns.map((c) => Boolean(c.cents)),
  };
}

// OWASP CSV injection: a text cell a spreadsheet would read as a formula is prefixed with a quote.
const looksLikeFormula = (text: string) => /^[=+@\t\r]/.test(text) || /^-[^\s\d]/.test(text);

const csvCell = (value: ExportCell, isMoney = false) => {
  if (typeof value === 'number') return isMoney ? value.toFixed(2) : String(value);
  const text = looksLikeFormula(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** CSV with CRLF lines (RFC 4180); money as plain numbers with two decimals, no currency sign. */
export function toCsv(sheet: ExportSheet): string {
  const lines = [
    ...sheet.header.map(([label, value]) => `${csvCell(label)},${csvCell(value)}`),
    '',
    sheet.columns.map((c) => csvCell(c)).join(','),
    ...sheet.rows.map((row) => row.map((cell, i) => csvCell(cell, sheet.isMoney[i])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The currency of the comparison tools (issue 5: S$), as an Excel number format. */
export const MONEY_FORMAT = '"S$"#,##0.00';

/** exceljs is large: loaded only when the adviser asks for a spreadsheet. */
export async function toXlsx(sheet: ExportSheet, sheetName: string): Promise<ArrayBuffer> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheetName.slice(0, 31));
  for (const [label, value] of sheet.header)
    worksheet.addRow([label, value]).getCell(1).font = { bold: true };
  worksheet.addRow([]);
  worksheet.addRow(sheet.columns).font = { bold: true };
  for (const row of sheet.rows) {
    const added = worksheet.addRow(row);
    sheet.isMoney.forEach((isMoney, i) => {
      if (isMoney) added.getCell(i + 1).numFmt = MONEY_FORMAT;
    });
  }
  worksheet.columns.forEach((column) => {
    column.width = 18;
  });
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export async function downloadSheet(sheet: ExportSheet, kind: 'csv' | 'xlsx', baseName: string) {
  if (kind === 'csv') {
    // The byte order mark makes Excel read the file as UTF-8.
    download(new Blob(['\uFEFF', toCsv(sheet)], { type: 'text/csv;charset=utf-8' }), `${baseName}.csv`);
    return;
  }
  const buffer = await toXlsx(sheet, baseName);
  download(
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    `${baseName}.xlsx`,
  );
}
