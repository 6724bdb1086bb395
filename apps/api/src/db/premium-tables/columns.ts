import type { BuiltComparisonType } from '@portal/contracts';
import type { SQL } from 'drizzle-orm';
import { integer, numeric, serial, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { versionAndPlanColumns } from '../schema-products.js';

// Issue 10, ADR 0022: each premium table is declared once, in its file here: the table, the import
// row that fills it (reusing the contract enums) and the filter a search puts in its WHERE clause.

/** Columns every premium table starts with: its own id, the dataset version and the plan. */
export const premiumKeyColumns = () => ({
  id: serial('id').primaryKey(),
  ...versionAndPlanColumns(),
  anbFrom: integer('anb_from').notNull(),
  anbTo: integer('anb_to').notNull(),
});

/**
 * A premium rate in cents per unit of cover with 4 decimals (a ten-thousandth of a cent), read as a
 * decimal string; premiums are computed from it exactly and rounded once (core `premiumFromRate`).
 */
export const RATE_DECIMALS = 4;
export const rateColumn = (name: string) => numeric(name, { precision: 14, scale: RATE_DECIMALS });

const RATE_DECIMALS_TEXT = /^\d{1,10}(\.\d{1,4})?$/;
/**
 * A rate cell as the spreadsheet gives it, a number; kept as its shortest decimal text (the figure the
 * sheet shows). A 5th decimal is refused rather than rounded by Postgres.
 */
export const rateCell = z
  .number()
  .finite()
  .min(0)
  .transform((value) => String(value))
  .refine((text) => RATE_DECIMALS_TEXT.test(text), 'must be a rate in cents with at most 4 decimals');

export const centsCell = z.number().int().min(0).max(2_000_000_000);
export const planCells = { insurer: z.string().trim().min(1), planName: z.string().trim().min(1) };

type PremiumPgTable = PgTable & {
  anbFrom: PgColumn;
  anbTo: PgColumn;
  datasetVersionId: PgColumn;
  planId: PgColumn;
};

export interface PremiumTable<
  T extends BuiltComparisonType,
  Table extends PremiumPgTable,
  Row extends z.ZodType,
  Query,
  Columns extends Record<string, PgColumn>,
> {
  type: T;
  table: Table;
  /** The columns a search reads, besides the plan's and insurer's names. */
  columns: Columns;
  /** One row of the import's premiums sheet (`npm run admin -- data import`, data/sample/*.json). */
  importRow: Row;
  /** The search's WHERE clause over the table's indexed filter columns. */
  where(query: Query): SQL | undefined;
  /** The policy term column, for the types whose ages differ by term (issue 9's empty reasons). */
  policyTermColumn: PgColumn | null;
}

export const definePremiumTable = <
  T extends BuiltComparisonType,
  Table extends PremiumPgTable,
  Row extends z.ZodType,
  Query,
  Columns extends Record<string, PgColumn>,
>(
  declaration: PremiumTable<T, Table, Row, Query, Columns>,
) => declaration;
