import { and, asc, eq, inArray, max, min, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { BuiltComparisonType } from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { hasPremiumTable, PREMIUM_TABLES } from '../../db/premium-tables/premium-tables.js';
import { illustrationSeries, insurers, plans } from '../../db/schema.js';

// One query for every comparison type over its premium table (ADR 0022): the table's declared columns
// and WHERE clause, plan and insurer names joined in. Every insurer is read; the pipeline applies the
// adviser's display filter afterwards, so a reply can say how many insurers it hid (issue 9), and the
// rows of a version are cached once for every adviser.

const planColumns = {
  planId: plans.id,
  planName: plans.planName,
  planShortName: plans.planShortName,
  insurer: insurers.name,
  insurerShortName: insurers.shortName,
};

/** The part of a premium table declaration a search needs (db/premium-tables/<tool>.ts). */
interface SearchablePremiumTable<Query, Columns extends Record<string, PgColumn>> {
  table: PgTable & { planId: PgColumn };
  columns: Columns;
  where(query: Query): SQL | undefined;
}

export function findPremiumRows<Query, Columns extends Record<string, PgColumn>>(
  db: Db,
  declaration: SearchablePremiumTable<Query, Columns>,
  query: Query,
) {
  const { table } = declaration;
  return db
    .select({ ...planColumns, ...declaration.columns })
    .from(table)
    .innerJoin(plans, eq(plans.id, table.planId))
    .innerJoin(insurers, eq(insurers.id, plans.insurerId))
    .where(declaration.where(query));
}

/**
 * The youngest and oldest ANB any premium row of the version sells to, for the given policy terms when
 * the type has them: the ages the tool covers, read from the data it searches (issue 9).
 */
export async function findAnbRange(
  db: Db,
  q: {
    type: BuiltComparisonType;
    versionId: number;
    policyTerms?: string[];
    /** A value-series tool: only the illustrations of these premium terms and this cover option. */
    cell?: { premiumTerms: readonly number[]; coverOption: string } | undefined;
  },
): Promise<{ min: number; max: number } | undefined> {
  if (!hasPremiumTable(q.type)) {
    // A value-series tool sells to the entry ages its illustrations are given for (ADR 0011).
    const v = illustrationSeries;
    const cell = q.cell
      ? and(inArray(v.premiumTerm, [...q.cell.premiumTerms]), eq(v.coverOption, q.cell.coverOption))
      : undefined;
    const [row] = await db
      .select({ min: min(v.entryAge), max: max(v.entryAge) })
      .from(v)
      .where(and(eq(v.datasetVersionId, q.versionId), cell));
    return row?.min === null || row?.max === null || !row ? undefined : { min: row.min, max: row.max };
  }
  const { table: t, policyTermColumn } = PREMIUM_TABLES[q.type];
  const termFilter = q.policyTerms && policyTermColumn ? inArray(policyTermColumn, q.policyTerms) : undefined;
  const [row] = await db
    .select({ min: min(t.anbFrom), max: max(t.anbTo) })
    .from(t)
    .where(and(eq(t.datasetVersionId, q.versionId), termFilter));
  return row?.min === null || row?.max === null || !row ? undefined : { min: row.min, max: row.max };
}

/**
 * The entry ages (ANB) a value-series tool's plans are illustrated at in the version, ascending: an ANB
 * within `findAnbRange` may still fall between them, and an empty result then names them (ADR 0011).
 */
export async function findIllustratedEntryAges(
  db: Db,
  q: { type: BuiltComparisonType; versionId: number },
): Promise<number[]> {
  const v = illustrationSeries;
  const rows = await db
    .selectDistinct({ entryAge: v.entryAge })
    .from(v)
    .innerJoin(plans, eq(plans.id, v.planId))
    .where(and(eq(v.datasetVersionId, q.versionId), eq(plans.comparisonType, q.type)))
    .orderBy(asc(v.entryAge));
  return rows.map((r) => r.entryAge);
}
