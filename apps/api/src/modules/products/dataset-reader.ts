import { illustrationImportRowSchema } from '@portal/contracts';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isIllustrationType, PREMIUM_ROW_SCHEMAS, type DatasetType } from './dataset-file.js';

// Reads an import file (.json in the dataset format; .xlsx from `data template`; .csv of premium rows)
// into the raw dataset shape that validateDataset checks row by row.

type ExcelJs = typeof import('exceljs');

/** Loaded on demand: only the data commands need it, not the server's start-up. */
export async function loadExcelJs(): Promise<ExcelJs> {
  const module = (await import('exceljs')) as ExcelJs & { default?: ExcelJs };
  return module.default ?? module;
}

/** The sheet of a type's values: premium rows, or a value-series type's illustration rows (issue 11). */
const valuesSheetOf = (type: DatasetType) => (isIllustrationType(type) ? 'illustrations' : 'premiums');
export const valueColumns = (type: DatasetType) =>
  Object.keys(isIllustrationType(type) ? illustrationImportRowSchema.shape : PREMIUM_ROW_SCHEMAS[type].shape);
const LIST_COLUMNS = [
  'features',
  'premiumHoliday',
  'partialSurrender',
  'fullSurrender',
  'loan',
  'notes',
  'usps',
];
export const PRODUCT_COLUMNS = [
  'insurer',
  'planName',
  'updatedAt',
  ...LIST_COLUMNS,
  'promoName',
  'promoDetails',
  'promoValidFrom',
  'promoValidTo',
];

/** Spreadsheet cells arrive as text: numbers, booleans and line lists are restored here. */
function coerce(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (/^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  if (/^(true|false)$/i.test(text)) return text.toLowerCase() === 'true';
  return text;
}

function toProduct(record: Record<string, unknown>) {
  const lines = (v: unknown) =>
    typeof v === 'string' && v.trim()
      ? v
          .split(/\r?\n/)
          .map((l) => l.trim())
          .filter(Boolean)
      : [];
  const product: Record<string, unknown> = {
    insurer: record.insurer,
    planName: record.planName,
    updatedAt: record.updatedAt,
  };
  for (const c of LIST_COLUMNS) product[c] = lines(record[c]);
  product.promo = record.promoName
    ? {
        name: record.promoName,
        details: lines(record.promoDetails),
        validFrom: record.promoValidFrom,
        validTo: record.promoValidTo,
      }
    : null;
  return product;
}

function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let inQuotes = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') inQuotes = false;
      else cell += ch;
    } else if (ch === '"') inQuotes = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  const [header = [], ...data] = rows.filter((r) => r.some((c) => c.trim() !== ''));
  return data.map((r) => Object.fromEntries(header.map((h, i) => [h.trim(), r[i] ?? ''])));
}

const insurersOf = (rows: Record<string, unknown>[]) =>
  [...new Set(rows.map((r) => String(r.insurer ?? '')).filter(Boolean))].map((name) => ({
    name,
    shortName: name,
  }));

export interface ReadOptions {
  type: DatasetType;
  /** Needed for .csv, which holds the values sheet's rows only. */
  effectiveDate?: string;
}

/** Returns the raw dataset and the row number of the first data row (2 under a spreadsheet header). */
export async function readDatasetFile(
  file: string,
  options: ReadOptions,
): Promise<{ raw: unknown; firstDataRow: number }> {
  const ext = path.extname(file).toLowerCase();
  if (ext === '.json') {
    const raw = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    return {
      raw: {
        comparisonType: options.type,
        ...raw,
        ...(options.effectiveDate ? { effectiveDate: options.effectiveDate } : {}),
      },
      firstDataRow: 1,
    };
  }
  if (ext === '.csv') {
    const rows = parseCsv(await readFile(file, 'utf8')).map((r) =>
      Object.fromEntries(Object.entries(r).map(([k, v]) => [k, coerce(v)])),
    );
    return {
      raw: {
        comparisonType: options.type,
        effectiveDate: options.effectiveDate,
        insurers: insurersOf(rows),
        [valuesSheetOf(options.type)]: rows,
        products: [],
      },
      firstDataRow: 2,
    };
  }
  if (ext === '.xlsx') {
    const ExcelJS = await loadExcelJs();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(file);
    const sheetRows = (name: string) => {
      const sheet = workbook.getWorksheet(name);
      if (!sheet) return [];
      const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
      const out: Record<string, unknown>[] = [];
      sheet.eachRow((row, n) => {
        if (n === 1) return;
        const cells = (row.values as unknown[]).slice(1);
        out.push(Object.fromEntries(header.map((h, i) => [h, coerce(cells[i] ?? '')])));
      });
      return out;
    };
    const meta = Object.fromEntries(sheetRows('dataset').map((r) => [String(r.key), r.value]));
    const sheet = valuesSheetOf(options.type);
    const values = sheetRows(sheet);
    const insurers = sheetRows('insurers');
    return {
      raw: {
        comparisonType: options.type,
        effectiveDate: options.effectiveDate ?? meta.effectiveDate,
        insurers:
          insurers.length > 0
            ? insurers.map((i) => ({ name: String(i.name), shortName: String(i.shortName ?? i.name) }))
            : insurersOf(values),
        [sheet]: values,
        products: sheetRows('products').map(toProduct),
      },
      firstDataRow: 2,
    };
  }
  throw new Error(`Unsupported file type ${ext || '(none)'}: use .xlsx, .csv or .json`);
}

/** `data template`: the sheets an import reads, with their column headers. */
export async function writeTemplate(type: DatasetType, file: string): Promise<void> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const dataset = workbook.addWorksheet('dataset');
  dataset.addRow(['key', 'value']);
  dataset.addRow(['comparisonType', type]);
  dataset.addRow(['effectiveDate', 'YYYY-MM-DD']);
  workbook.addWorksheet('insurers').addRow(['name', 'shortName']);
  workbook.addWorksheet(valuesSheetOf(type)).addRow(valueColumns(type));
  workbook.addWorksheet('products').addRow(PRODUCT_COLUMNS);
  for (const sheet of workbook.worksheets) sheet.getRow(1).font = { bold: true };
  await workbook.xlsx.writeFile(file);
}
