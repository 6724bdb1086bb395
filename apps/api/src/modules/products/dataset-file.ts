import {
  COMPARISON_TOOLS,
  illustrationImportRowSchema,
  illustrationSeriesImportRowSchema,
  parseIllustrationImportRow,
  parseIllustrationSeriesRow,
  type IllustrationImportRow,
  type IllustrationSeriesImportRow,
  type ValueSeriesComparisonType,
} from '@portal/contracts';
import { z } from 'zod';
import {
  hasPremiumTable,
  PREMIUM_TABLES,
  type PremiumImportRow,
  type PremiumTableType,
} from '../../db/premium-tables/premium-tables.js';
import { checkProductRows } from './product-row-checks.js';

// The import format of `npm run admin -- data import` and of data/sample/*.json (issue 5): insurers,
// product info per plan and premium rows per type. Premium columns are the indexed filter columns of
// the type's table; money is integer cents, premium rates cents per unit with up to 4 decimals.
// A value-series type's file carries `illustrations` rows instead (issue 11, ADR 0011).

/**
 * A calendar day. Issue 33: the pattern alone let 2027-02-30 through to Postgres, which refused it
 * mid-import with no row named; the day must exist, in years a product's dates can have.
 */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine(isCalendarDay, 'must be a day of the calendar (YYYY-MM-DD, years 1900-2999)');

function isCalendarDay(text: string): boolean {
  const year = Number(text.slice(0, 4));
  const day = new Date(`${text}T00:00:00Z`);
  return year >= 1900 && year <= 2999 && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(text);
}
const lines = z.array(z.string()).default([]);
const names = { insurer: z.string().trim().min(1), planName: z.string().trim().min(1) };

/** Each type's premium row: declared with its table (ADR 0022). */
export const PREMIUM_ROW_SCHEMAS = Object.fromEntries(
  Object.entries(PREMIUM_TABLES).map(([type, declaration]) => [type, declaration.importRow]),
) as { [T in PremiumTableType]: (typeof PREMIUM_TABLES)[T]['importRow'] };
export type PremiumRow<T extends PremiumTableType> = PremiumImportRow<T>;

export const productRowSchema = z.object({
  ...names,
  updatedAt: isoDate,
  features: lines,
  premiumHoliday: lines,
  partialSurrender: lines,
  fullSurrender: lines,
  loan: lines,
  notes: lines,
  usps: lines,
  material: z.array(z.object({ upload: z.boolean(), url: z.string(), fileName: z.string() })).default([]),
  promo: z
    .object({ name: z.string(), details: lines, validFrom: isoDate, validTo: isoDate })
    .nullable()
    .default(null),
  extra: z.record(z.string(), z.unknown()).default({}),
});
export type ProductRow = z.infer<typeof productRowSchema>;

/**
 * The value-series types whose plans are stored as illustration values (ADR 0011): each value-series
 * tool without a premium table of its own (ilp101 has one). Their datasets carry `illustrations` rows
 * instead of premiums.
 */
export type IllustrationComparisonType = Exclude<ValueSeriesComparisonType, PremiumTableType>;
export const ILLUSTRATION_COMPARISON_TYPES = COMPARISON_TOOLS.filter(
  (tool) => tool.kind === 'valueSeries' && !hasPremiumTable(tool.type),
).map((tool) => tool.type) as IllustrationComparisonType[];

/** The types a dataset can be imported for: the built premium tools and the illustration types. */
export const DATASET_TYPES = [
  ...Object.keys(PREMIUM_TABLES),
  ...ILLUSTRATION_COMPARISON_TYPES,
] as unknown as [DatasetType, ...DatasetType[]];
export type DatasetType = PremiumTableType | IllustrationComparisonType;

const ILLUSTRATION_TYPES: ReadonlySet<string> = new Set(ILLUSTRATION_COMPARISON_TYPES);
export const isIllustrationType = (type: string): type is IllustrationComparisonType =>
  ILLUSTRATION_TYPES.has(type);

export const datasetHeaderSchema = z.object({
  comparisonType: z.enum(DATASET_TYPES),
  effectiveDate: isoDate,
  isSample: z.boolean().default(false),
  insurers: z
    .array(z.object({ name: z.string().trim().min(1), shortName: z.string().trim().min(1) }))
    .default([]),
});

interface DatasetBase {
  effectiveDate: string;
  isSample: boolean;
  insurers: { name: string; shortName: string }[];
  products: ProductRow[];
}

export interface Dataset<T extends PremiumTableType = PremiumTableType> extends DatasetBase {
  comparisonType: T;
  premiums: PremiumRow<T>[];
}

/**
 * A value-series type's dataset: illustration values instead of premiums (ADR 0011), a row a policy
 * year (`illustrations`) or a row a series (`series`, ADR 0039), or both for different cells.
 */
export interface IllustrationDataset extends DatasetBase {
  comparisonType: IllustrationComparisonType;
  illustrations: IllustrationImportRow[];
  series: IllustrationSeriesImportRow[];
}

export type AnyDataset = Dataset | IllustrationDataset;

export const isIllustrationDataset = (dataset: AnyDataset): dataset is IllustrationDataset =>
  isIllustrationType(dataset.comparisonType);

/** The rows of a dataset's values sheet: its premiums, or its illustration values. */
export const dataRowsOf = (dataset: AnyDataset): readonly { insurer: string; planName: string }[] =>
  isIllustrationDataset(dataset) ? [...dataset.illustrations, ...dataset.series] : dataset.premiums;

/**
 * A JSON file may carry a long sheet as a table, `{ columns: [...], rows: [[...], ...] }` (the sample's
 * illustration values: a third of the size of one object per row). Each row becomes the object a
 * spreadsheet row would, as it is checked (`recordOf`), so a sample's 40,000 are never all held at
 * once; anything else is left for the row checks to judge.
 */
export function rowsOfTable(sheet: unknown): { rows: unknown; recordOf: (row: unknown) => unknown } {
  const asIs = { rows: sheet, recordOf: (row: unknown) => row };
  if (typeof sheet !== 'object' || sheet === null || Array.isArray(sheet)) return asIs;
  const { columns, rows } = sheet as { columns?: unknown; rows?: unknown };
  if (!Array.isArray(columns) || !Array.isArray(rows)) return asIs;
  // Filled by assignment, a quarter of the cost of Object.fromEntries. Assigning '__proto__' would set
  // the prototype rather than a cell; no row schema has such a column (it would be stripped), so it is
  // left out.
  const names = columns.map(String);
  const recordOf = (row: unknown) => {
    if (!Array.isArray(row)) return row;
    const record: Record<string, unknown> = {};
    names.forEach((name, i) => {
      if (name !== '__proto__') record[name] = row[i];
    });
    return record;
  };
  return { rows, recordOf };
}

export interface RowError {
  sheet: 'premiums' | 'illustrations' | 'series' | 'products' | 'file';
  /** 1-based data row (the header row of a sheet is row 1, so the first data row is 2 in a spreadsheet). */
  row: number;
  column: string;
  message: string;
}

export const formatRowError = (e: RowError) => `${e.sheet} row ${e.row}, column ${e.column}: ${e.message}`;

/** Validates every row; returns the dataset only when no row has an error. */
export function validateDataset(
  raw: unknown,
  firstDataRow = 1,
): { dataset?: AnyDataset; errors: RowError[] } {
  const header = datasetHeaderSchema.safeParse(raw);
  if (!header.success) {
    return {
      errors: header.error.issues.map((i) => ({
        sheet: 'file',
        row: 0,
        column: i.path.join('.') || '(file)',
        message: i.message,
      })),
    };
  }
  const body = raw as { premiums?: unknown; illustrations?: unknown; series?: unknown; products?: unknown };
  const errors: RowError[] = [];
  // `parseQuickly` gives the schema's answer for a plainly valid row at a fraction of its cost; any
  // other row goes through the schema, whose issues are the errors.
  const parseRows = <S extends z.ZodType>(
    sheet: RowError['sheet'],
    schema: S,
    rows: unknown,
    {
      recordOf = (row: unknown) => row,
      parseQuickly = () => undefined,
    }: {
      recordOf?: (row: unknown) => unknown;
      parseQuickly?: (record: unknown) => z.infer<S> | undefined;
    } = {},
  ): z.infer<S>[] => {
    if (!Array.isArray(rows)) {
      errors.push({ sheet, row: 0, column: '(sheet)', message: 'missing' });
      return [];
    }
    const parsedRows: z.infer<S>[] = [];
    rows.forEach((row, index) => {
      const record = recordOf(row);
      const quick = parseQuickly(record);
      if (quick !== undefined) {
        parsedRows.push(quick);
        return;
      }
      const parsed = schema.safeParse(record);
      if (parsed.success) parsedRows.push(parsed.data);
      else
        for (const issue of parsed.error.issues)
          errors.push({
            sheet,
            row: index + firstDataRow,
            column: issue.path.join('.') || '(row)',
            message: issue.message,
          });
    });
    return parsedRows;
  };
  const { comparisonType } = header.data;
  if (isIllustrationType(comparisonType)) {
    // A file may leave out either sheet (ADR 0039), not both.
    const yearly = rowsOfTable(body.illustrations ?? (body.series === undefined ? undefined : []));
    const illustrations = parseRows('illustrations', illustrationImportRowSchema, yearly.rows, {
      recordOf: yearly.recordOf,
      parseQuickly: parseIllustrationImportRow,
    });
    const bySeries = rowsOfTable(body.series ?? []);
    const series = parseRows('series', illustrationSeriesImportRowSchema, bySeries.rows, {
      recordOf: bySeries.recordOf,
      parseQuickly: parseIllustrationSeriesRow,
    });
    const products = parseRows('products', productRowSchema, body.products ?? []);
    if (errors.length === 0) {
      checkIllustrationRows(illustrations, header.data.insurers, firstDataRow, errors);
      checkSeriesRows(series, illustrations, header.data.insurers, firstDataRow, errors);
    }
    if (errors.length === 0) checkProductRows(products, header.data.insurers, firstDataRow, errors);
    if (errors.length > 0) return { errors };
    return { dataset: { ...header.data, comparisonType, products, illustrations, series }, errors };
  }
  const premiums = parseRows('premiums', PREMIUM_ROW_SCHEMAS[comparisonType], body.premiums);
  const products = parseRows('products', productRowSchema, body.products ?? []);
  // Each premium row's insurer must be listed, else it could not be named on screen.
  const known = new Set(header.data.insurers.map((i) => i.name));
  if (errors.length === 0)
    premiums.forEach((row, index) => {
      if (!known.has(row.insurer))
        errors.push({
          sheet: 'premiums',
          row: index + firstDataRow,
          column: 'insurer',
          message: `unknown insurer ${row.insurer}`,
        });
      if (row.anbFrom > row.anbTo)
        errors.push({
          sheet: 'premiums',
          row: index + firstDataRow,
          column: 'anbTo',
          message: 'anbTo is below anbFrom',
        });
    });
  if (errors.length === 0) checkProductRows(products, header.data.insurers, firstDataRow, errors);
  if (premiums.length === 0 && errors.length === 0)
    errors.push({ sheet: 'premiums', row: 0, column: '(sheet)', message: 'no premium rows' });
  if (errors.length > 0) return { errors };
  return { dataset: { ...header.data, products, premiums } as Dataset, errors };
}

/**
 * Rows the row schema cannot judge alone: the insurer must be listed, and one plan's series in a cell
 * at one rate has one basis and policy years 1, 2, ... without a gap or a repeat (ADR 0011).
 */
function checkIllustrationRows(
  rows: readonly IllustrationImportRow[],
  insurers: readonly { name: string }[],
  firstDataRow: number,
  errors: RowError[],
) {
  const known = new Set(insurers.map((i) => i.name));
  const error = (index: number, column: string, message: string) =>
    errors.push({ sheet: 'illustrations', row: index + firstDataRow, column, message });
  const series = new Map<string, { basis: string; years: Set<number>; rows: number[] }>();
  rows.forEach((row, index) => {
    if (!known.has(row.insurer)) error(index, 'insurer', `unknown insurer ${row.insurer}`);
    const key = `${row.insurer}|${row.planName}|${row.entryAge}|${row.gender}|${row.smoker}|${row.premiumTerm}|${row.coverOption}|${row.illustrationRate}`;
    const seen = series.get(key) ?? { basis: row.basis, years: new Set<number>(), rows: [] };
    series.set(key, seen);
    if (row.basis !== seen.basis)
      error(index, 'basis', `${row.basis} differs from the series' ${seen.basis}`);
    if (seen.years.has(row.policyYear)) error(index, 'policyYear', `policy year ${row.policyYear} repeats`);
    seen.years.add(row.policyYear);
    seen.rows.push(index);
  });
  for (const { years, rows: indexes } of series.values()) {
    const missing = Array.from({ length: Math.max(...years) }, (_, i) => i + 1).find((y) => !years.has(y));
    if (missing !== undefined)
      error(indexes[0] ?? 0, 'policyYear', `policy year ${missing} is missing from this plan's series`);
  }
}

const GENDERS = ['M', 'F'] as const;
const SMOKERS = ['NS', 'S'] as const;
/** The gender x smoker cells a row covers: its own, or each one where it says '*'. */
const cellsOf = (row: { gender: string; smoker: string }) =>
  (row.gender === '*' ? GENDERS : [row.gender]).flatMap((gender) =>
    (row.smoker === '*' ? SMOKERS : [row.smoker]).map((smoker) => `${gender}|${smoker}`),
  );

/**
 * A series row (ADR 0039) names a listed insurer, and no cell at one rate is given twice: by two series
 * rows (a '*' covers every gender or smoker status) or by a series and yearly rows.
 */
function checkSeriesRows(
  series: readonly IllustrationSeriesImportRow[],
  yearly: readonly IllustrationImportRow[],
  insurers: readonly { name: string }[],
  firstDataRow: number,
  errors: RowError[],
) {
  const known = new Set(insurers.map((i) => i.name));
  const error = (index: number, column: string, message: string) =>
    errors.push({ sheet: 'series', row: index + firstDataRow, column, message });
  const keyOf = (row: IllustrationImportRow | IllustrationSeriesImportRow, cell: string) =>
    `${row.insurer}|${row.planName}|${row.entryAge}|${cell}|${row.premiumTerm}|${row.coverOption}|${row.illustrationRate}`;
  const given = new Map<string, string>();
  for (const row of yearly) given.set(keyOf(row, `${row.gender}|${row.smoker}`), 'the illustrations sheet');
  series.forEach((row, index) => {
    if (!known.has(row.insurer)) error(index, 'insurer', `unknown insurer ${row.insurer}`);
    for (const cell of cellsOf(row)) {
      const key = keyOf(row, cell);
      const earlier = given.get(key);
      if (earlier) {
        error(index, 'gender', `this series repeats one given in ${earlier}`);
        break;
      }
      given.set(key, `series row ${index + firstDataRow}`);
    }
  });
  if (series.length === 0 && yearly.length === 0 && errors.length === 0)
    errors.push({ sheet: 'illustrations', row: 0, column: '(sheet)', message: 'no illustration rows' });
}
