import { productInfoKey, type BuiltComparisonType } from '@portal/contracts';
import { and, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { insertJsonRows } from '../../db/json-rows.js';
import { hasPremiumTable, PREMIUM_TABLES } from '../../db/premium-tables/premium-tables.js';
import { datasetVersions, illustrationSeries, insurers, plans, productInfos } from '../../db/schema.js';
import { dataRowsOf, isIllustrationDataset, type AnyDataset, type DatasetType } from './dataset-file.js';
import { insertIllustrationSeries, seriesOfYearlyRows } from './illustrations.repository.js';

type PlanNames = { insurer: string; planName: string };

/**
 * Each plan of the file with the product row that describes it: its own (same insurer and plan name),
 * else, for Retirement Income, the one of the same name before the first parenthesis (spec 001 §3,
 * issue 31): "Lion Gate RetireWell" describes "Lion Gate RetireWell (5 Pay)", its payout terms included.
 */
export function productRowsByPlan<P extends PlanNames>(
  comparisonType: string,
  products: readonly P[],
  planNames: readonly PlanNames[],
): [PlanNames, P][] {
  const exact = (row: PlanNames) => `${row.insurer}|${row.planName}`;
  const own = new Set(products.map(exact));
  const byBaseName = new Map<string, P>();
  for (const p of products) {
    const key = productInfoKey(p.insurer, p.planName, comparisonType);
    if (!byBaseName.has(key)) byBaseName.set(key, p);
  }
  const borrowed = planNames.flatMap((plan): [PlanNames, P][] => {
    if (comparisonType !== 'retirementIncomePlan' || own.has(exact(plan))) return [];
    const p = byBaseName.get(productInfoKey(plan.insurer, plan.planName, comparisonType));
    return p ? [[plan, p]] : [];
  });
  return [...products.map((p): [PlanNames, P] => [p, p]), ...borrowed];
}

/**
 * One transaction: a bad row anywhere leaves the database as it was (issue 5). A value-series type's
 * illustration rows go in the same transaction as its version, plans and product info (issue 11).
 */
export async function insertDataset(
  db: Db,
  dataset: AnyDataset,
  source: string,
  importedAt: Date,
): Promise<number> {
  const versionId = await db.transaction(async (tx) => {
    const [version] = await tx
      .insert(datasetVersions)
      .values({
        comparisonType: dataset.comparisonType,
        effectiveDate: dataset.effectiveDate,
        isSample: dataset.isSample,
        source,
        importedAt,
      })
      .returning({ id: datasetVersions.id });
    if (!version) throw new Error('insertDataset: no version id');
    // Issue 33: insurers, plans and product info go in as one statement each, not one a row.
    if (dataset.insurers.length > 0)
      await tx
        .insert(insurers)
        .values(dedupeBy(dataset.insurers, (i) => i.name))
        .onConflictDoUpdate({ target: insurers.name, set: { shortName: sql`excluded.short_name` } });
    const insurerRows = await tx.select().from(insurers);
    const insurerIdByName = new Map(insurerRows.map((i) => [i.name, i.id]));
    const planKeys = new Map<string, { insurer: string; planName: string }>();
    for (const row of [...dataset.products, ...dataRowsOf(dataset)])
      planKeys.set(`${row.insurer}|${row.planName}`, row);
    const planValues = [...planKeys.values()].map(({ insurer, planName }) => {
      const insurerId = insurerIdByName.get(insurer);
      if (insurerId === undefined) throw new Error(`insertDataset: unknown insurer ${insurer}`);
      return { insurerId, comparisonType: dataset.comparisonType, planName, planShortName: planName };
    });
    const planIdByKey = new Map<string, number>();
    if (planValues.length > 0) {
      const inserted = await tx
        .insert(plans)
        .values(planValues)
        .onConflictDoUpdate({
          target: [plans.insurerId, plans.comparisonType, plans.planName],
          set: { planShortName: sql`excluded.plan_short_name` },
        })
        .returning({ id: plans.id, insurerId: plans.insurerId, planName: plans.planName });
      const insurerNameById = new Map(insurerRows.map((i) => [i.id, i.name]));
      for (const plan of inserted)
        planIdByKey.set(`${insurerNameById.get(plan.insurerId)}|${plan.planName}`, plan.id);
    }
    const planIdOf = (row: { insurer: string; planName: string }) =>
      planIdByKey.get(`${row.insurer}|${row.planName}`) ?? -1;
    if (dataset.products.length > 0)
      await tx.insert(productInfos).values(
        productRowsByPlan(dataset.comparisonType, dataset.products, [...planKeys.values()]).map(
          ([plan, p]) => {
            const { insurer: _i, planName: _p, promo, ...info } = p;
            return {
              ...info,
              datasetVersionId: version.id,
              planId: planIdOf(plan),
              promoName: promo?.name ?? null,
              promoDetails: promo?.details ?? [],
              promoValidFrom: promo?.validFrom ?? null,
              promoValidTo: promo?.validTo ?? null,
            };
          },
        ),
      );
    if (isIllustrationDataset(dataset)) {
      // The plan's names ride along unread: one object a row instead of two. Yearly rows are stored as
      // their series (ADR 0039), with the file's own series rows.
      await insertIllustrationSeries(tx, version.id, [
        ...seriesOfYearlyRows(dataset.illustrations.map((row) => ({ ...row, planId: planIdOf(row) }))),
        ...dataset.series.map((row) => ({ ...row, planId: planIdOf(row) })),
      ]);
      return version.id;
    }
    const { table, importRow } = PREMIUM_TABLES[dataset.comparisonType];
    // A premium row's cells are its table's columns by name (ADR 0022), besides the plan's names.
    const cells = Object.keys(importRow.shape).filter((key) => key !== 'insurer' && key !== 'planName');
    await insertJsonRows(
      tx,
      table,
      ['datasetVersionId', 'planId', ...cells] as never,
      dataset.premiums.map((row) => [
        version.id,
        planIdOf(row),
        ...cells.map((key) => (row as Record<string, unknown>)[key]),
      ]),
    );
    return version.id;
  });
  return versionId;
}

/** The first of each key, in order: one statement cannot insert the same conflict target twice. */
function dedupeBy<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const byKey = new Map<string, T>();
  for (const item of items) if (!byKey.has(keyOf(item))) byKey.set(keyOf(item), item);
  return [...byKey.values()];
}

export async function countDatasetVersions(db: Db, type: DatasetType): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(datasetVersions)
    .where(eq(datasetVersions.comparisonType, type));
  return row?.n ?? 0;
}

/** Every version of a type: whether it is sample data and where it came from. */
export function findDatasetSources(db: Db, type: DatasetType) {
  return db
    .select({ isSample: datasetVersions.isSample, source: datasetVersions.source })
    .from(datasetVersions)
    .where(eq(datasetVersions.comparisonType, type));
}

/**
 * The product info of a sample plan whose Information Online names `url` (ADR 0013), from the latest
 * sample version that has it, so a link published from an older sample version still resolves.
 */
export async function findSampleProductByMaterialUrl(db: Db, type: BuiltComparisonType, url: string) {
  const [row] = await db
    .select({
      info: productInfos,
      insurer: insurers.name,
      planName: plans.planName,
      effectiveDate: datasetVersions.effectiveDate,
    })
    .from(productInfos)
    .innerJoin(datasetVersions, eq(datasetVersions.id, productInfos.datasetVersionId))
    .innerJoin(plans, eq(plans.id, productInfos.planId))
    .innerJoin(insurers, eq(insurers.id, plans.insurerId))
    .where(
      and(
        eq(datasetVersions.comparisonType, type),
        eq(datasetVersions.isSample, true),
        sql`${productInfos.material} @> ${JSON.stringify([{ url }])}::jsonb`,
      ),
    )
    .orderBy(desc(datasetVersions.id))
    .limit(1);
  return row;
}

/** The version in force on `today`: the latest effective date on or before it, the latest import first. */
export async function findCurrentVersion(db: Db, type: DatasetType, today: string) {
  const [row] = await currentVersion(db).execute({ type, today });
  return row;
}

/** Read on every search (findCurrentDataset): prepared once per database. */
const currentVersion = preparedOn((db) =>
  db
    .select({
      id: datasetVersions.id,
      effectiveDate: datasetVersions.effectiveDate,
      isSample: datasetVersions.isSample,
    })
    .from(datasetVersions)
    .where(
      and(
        eq(datasetVersions.comparisonType, sql.placeholder('type')),
        lte(datasetVersions.effectiveDate, sql.placeholder('today')),
      ),
    )
    .orderBy(desc(datasetVersions.effectiveDate), desc(datasetVersions.id))
    .limit(1)
    .prepare('find_current_version'),
);

/** The insurers with premium rows (or illustration values, issue 11) in a version, by name. */
export async function findInsurersOfVersion(db: Db, type: BuiltComparisonType, versionId: number) {
  const table = hasPremiumTable(type) ? PREMIUM_TABLES[type].table : illustrationSeries;
  return db
    .selectDistinct({ name: insurers.name, shortName: insurers.shortName })
    .from(table)
    .innerJoin(plans, eq(plans.id, table.planId))
    .innerJoin(insurers, eq(insurers.id, plans.insurerId))
    .where(eq(table.datasetVersionId, versionId))
    .orderBy(insurers.name);
}

export async function findProductInfos(db: Db, versionId: number, planIds: number[]) {
  if (planIds.length === 0) return [];
  return db
    .select({ info: productInfos, insurer: insurers.name, planName: plans.planName })
    .from(productInfos)
    .innerJoin(plans, eq(plans.id, productInfos.planId))
    .innerJoin(insurers, eq(insurers.id, plans.insurerId))
    .where(and(eq(productInfos.datasetVersionId, versionId), inArray(productInfos.planId, planIds)));
}
