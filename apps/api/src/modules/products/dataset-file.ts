import { BUILT_COMPARISON_TYPES, type BuiltComparisonType } from '@portal/contracts';
import { z } from 'zod';
import { PREMIUM_TABLES, type PremiumImportRow } from '../../db/premium-tables/premium-tables.js';

// The import format of `npm run admin -- data import` and of data/sample/*.json (issue 5): insurers,
// product info per plan and premium rows per type. Premium columns are the indexed filter columns of
// the type's table; money is integer cents, premium rates cents per unit with up to 4 decimals.

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');
const lines = z.array(z.string()).default([]);
const names = { insurer: z.string().trim().min(1), planName: z.string().trim().min(1) };

/** Each type's premium row: declared with its table (ADR 0022). */
export const PREMIUM_ROW_SCHEMAS = Object.fromEntries(
  Object.entries(PREMIUM_TABLES).map(([type, declaration]) => [type, declaration.importRow]),
) as { [T in BuiltComparisonType]: (typeof PREMIUM_TABLES)[T]['importRow'] };
export type PremiumRow<T extends BuiltComparisonType> = PremiumImportRow<T>;

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

export const datasetHeaderSchema = z.object({
  comparisonType: z.enum(BUILT_COMPARISON_TYPES),
  effectiveDate: isoDate,
  isSample: z.boolean().default(false),
  insurers: z
    .array(z.object({ name: z.string().trim().min(1), shortName: z.string().trim().min(1) }))
    .default([]),
});

export interface Dataset<T extends BuiltComparisonType = BuiltComparisonType> {
  comparisonType: T;
  effectiveDate: string;
  isSample: boolean;
  insurers: { name: string; shortName: string }[];
  products: ProductRow[];
  premiums: PremiumRow<T>[];
}

export interface RowError {
  sheet: 'premiums' | 'products' | 'file';
  /** 1-based data row (the header row of a sheet is row 1, so the first data row is 2 in a spreadsheet). */
  row: number;
  column: string;
  message: string;
}

export const formatRowError = (e: RowError) => `${e.sheet} row ${e.row}, column ${e.column}: ${e.message}`;

/** Validates every row; returns the dataset only when no row has an error. */
export function validateDataset(raw: unknown, firstDataRow = 1): { dataset?: Dataset; errors: RowError[] } {
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
  const body = raw as { premiums?: unknown; products?: unknown };
  const errors: RowError[] = [];
  const parseRows = <S extends z.ZodType>(
    sheet: RowError['sheet'],
    schema: S,
    rows: unknown,
  ): z.infer<S>[] => {
    if (!Array.isArray(rows)) {
      errors.push({ sheet, row: 0, column: '(sheet)', message: 'missing' });
      return [];
    }
    return rows.flatMap((row, index) => {
      const parsed = schema.safeParse(row);
      if (parsed.success) return [parsed.data];
      for (const issue of parsed.error.issues)
        errors.push({
          sheet,
          row: index + firstDataRow,
          column: issue.path.join('.') || '(row)',
          message: issue.message,
        });
      return [];
    });
  };
  const premiums = parseRows('premiums', PREMIUM_ROW_SCHEMAS[header.data.comparisonType], body.premiums);
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
  if (premiums.length === 0 && errors.length === 0)
    errors.push({ sheet: 'premiums', row: 0, column: '(sheet)', message: 'no premium rows' });
  if (errors.length > 0) return { errors };
  return { dataset: { ...header.data, products, premiums } as Dataset, errors };
}
