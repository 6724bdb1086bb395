import { formatSingaporeDateTime } from '@portal/core';
import { saveBlob, saveXlsx } from '../../../lib/save-file';

// spec 001 §2: each results table has a footer export control, produced in the browser (spec 000 §7).
// Issue 9 and ADR 0012: an export is data. It follows the on-screen order, leaves hidden rows out and
// opens with a header block saying what was compared, for whom, and when. Issue 31 (ADR 0034): every
// cell keeps its type: money, percentages, counts and ratios as numbers with a number format, dates as
// dates, a missing value blank, never the text the screen shows.

/**
 * How a column's values are written; money comes in integer cents, a percentage in % (3.5 = 3.5%);
 * years, premiumYears (1: a single premium) and age are whole numbers the number format names (ADR 0043).
 */
export type ExportKind =
  'text' | 'money' | 'percent' | 'integer' | 'ratio' | 'date' | 'years' | 'premiumYears' | 'age';

export type ExportCell = string | number | null;

export type ExportColumn<T> = {
  header: string;
  kind: ExportKind;
  /** A percentage's decimals in the spreadsheet's number format; absent: 2. */
  decimals?: number;
  /** Text, a number (cents for money, % for a percentage), an ISO date 'yyyy-mm-dd', or null: blank. */
  value: (row: T) => ExportCell;
};

/** Label and value lines above the table: tool, insured, criteria, data version, adviser. */
export type ExportHeader = readonly (readonly [label: string, value: string])[];

export type ExportSheet = {
  header: ExportHeader;
  columns: string[];
  kinds: ExportKind[];
  /** Each column's spreadsheet number format; null for text. */
  formats: (string | null)[];
  /** Money in dollars (exact to the cent), percentages in %, dates as ISO text. */
  rows: ExportCell[][];
};

/** Dollars from cents without float drift: 123456 -> 1234.56. */
const dollarsOf = (cents: number) => Math.round(cents) / 100;

const cellOf = (kind: ExportKind, value: ExportCell): ExportCell => {
  if (value === null || value === '') return null;
  if (kind === 'money') return dollarsOf(Number(value));
  if (kind !== 'text' && kind !== 'date') {
    const n = Number(value);
    return Number.isFinite(n) ? n : String(value);
  }
  return value;
};

export function buildExportSheet<T>(
  rows: readonly T[],
  columns: readonly ExportColumn<T>[],
  header: ExportHeader,
  exportedAt: Date,
): ExportSheet {
  return {
    header: [...header, ['Exported', formatSingaporeDateTime(exportedAt)]],
    columns: columns.map((c) => c.header),
    kinds: columns.map((c) => c.kind),
    formats: columns.map((c) => formatOf(c.kind, c.decimals)),
    rows: rows.map((row) => columns.map((c) => cellOf(c.kind, c.value(row)))),
  };
}

// OWASP CSV injection: a text cell a spreadsheet would read as a formula is prefixed with a quote.
const looksLikeFormula = (text: string) => /^[=+@\t\r]/.test(text) || /^-[^\s\d]/.test(text);

const csvText = (text: string) => {
  const safe = looksLikeFormula(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const csvCell = (value: ExportCell, kind: ExportKind = 'text') => {
  if (value === null) return '';
  if (typeof value === 'number') return kind === 'money' ? value.toFixed(2) : String(value);
  return csvText(value);
};

/** A CSV has no number formats: a column of percentages or years says its unit in its header. */
const CSV_UNITS: Partial<Record<ExportKind, string>> = {
  percent: '%',
  years: 'years',
  premiumYears: 'years; 1 = Single',
};
const csvHeader = (column: string, kind: ExportKind) => {
  const unit = CSV_UNITS[kind];
  return csvText(unit ? `${column} (${unit})` : column);
};

/**
 * CSV with CRLF lines (RFC 4180): money as plain numbers with two decimals and no currency sign,
 * percentages as numbers of %, dates as ISO yyyy-mm-dd (read as dates by Excel and Calc), blanks empty.
 */
export function toCsv(sheet: ExportSheet): string {
  const lines = [
    ...sheet.header.map(([label, value]) => `${csvText(label)},${csvText(value)}`),
    '',
    sheet.columns.map((c, i) => csvHeader(c, sheet.kinds[i] ?? 'text')).join(','),
    ...sheet.rows.map((row) => row.map((cell, i) => csvCell(cell, sheet.kinds[i])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The currency of the comparison tools (issue 5: S$), as an Excel number format. */
export const MONEY_FORMAT = '"S$"#,##0.00';
/**
 * Number formats of the other typed columns. ADR 0043: years, a premium term and an age read as the
 * page writes them ("10 years", "Single" or "5 Years", "Age 85") and stay numbers a formula can use.
 */
export const EXPORT_FORMATS: Record<Exclude<ExportKind, 'text'>, string> = {
  money: MONEY_FORMAT,
  percent: '0.00%',
  integer: '#,##0',
  ratio: '0.00',
  date: 'dd/mm/yyyy',
  years: '0" years"',
  premiumYears: '[=1]"Single";0" Years"',
  age: '"Age "0',
};

/** A column's number format: a percentage keeps its column's decimals (0: '0%'). */
function formatOf(kind: ExportKind, decimals: number | undefined): string | null {
  if (kind === 'text') return null;
  if (kind === 'percent' && decimals !== undefined)
    return decimals === 0 ? '0%' : `0.${'0'.repeat(decimals)}%`;
  return EXPORT_FORMATS[kind];
}

/** An xlsx cell value: a percentage as its fraction, an ISO date as a date (midnight UTC, no zone shift). */
function xlsxValue(kind: ExportKind | undefined, cell: ExportCell): string | number | Date | null {
  if (cell === null) return null;
  if (kind === 'percent' && typeof cell === 'number') return cell / 100;
  if (kind === 'date' && typeof cell === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(cell)) {
    const [y, m, d] = cell.split('-').map(Number);
    return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  }
  return cell;
}

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
    const added = worksheet.addRow(row.map((cell, i) => xlsxValue(sheet.kinds[i], cell)));
    sheet.formats.forEach((format, i) => {
      const cell = row[i] ?? null;
      const isTyped = sheet.kinds[i] === 'date' ? cell !== null : typeof cell !== 'string';
      if (format && isTyped) added.getCell(i + 1).numFmt = format;
    });
  }
  worksheet.columns.forEach((column) => {
    column.width = 18;
  });
  return (await workbook.xlsx.writeBuffer()) as ArrayBuffer;
}

export async function downloadSheet(sheet: ExportSheet, kind: 'csv' | 'xlsx', baseName: string) {
  if (kind === 'csv') {
    // The byte order mark makes Excel read the file as UTF-8.
    saveBlob(new Blob(['\uFEFF', toCsv(sheet)], { type: 'text/csv;charset=utf-8' }), `${baseName}.csv`);
    return;
  }
  saveXlsx(await toXlsx(sheet, baseName), `${baseName}.xlsx`);
}
