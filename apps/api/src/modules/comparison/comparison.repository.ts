import { and, eq, inArray, max, min } from 'drizzle-orm';
import type { BuiltComparisonType } from '@portal/contracts';
import type { Db } from '../../db/client.js';
import { LTC_PREMIUMS, ltcPremiums } from '../../db/premium-tables/long-term-care.js';
import { MATERNITY_PREMIUMS, maternityPremiums } from '../../db/premium-tables/maternity.js';
import { MULTI_CI_PREMIUMS, multiCiPremiums } from '../../db/premium-tables/multi-pay-ci.js';
import { PREMIUM_TABLES } from '../../db/premium-tables/premium-tables.js';
import { SHIELD_PREMIUMS, shieldPremiums } from '../../db/premium-tables/shield.js';
import { TERM_PREMIUMS, termPremiums } from '../../db/premium-tables/term.js';
import { insurers, plans } from '../../db/schema.js';

// One query per comparison type over its premium table, filtered by the table's declared WHERE clause
// (ADR 0022), plan and insurer names joined in. Every insurer is read; the pipeline applies the
// adviser's display filter afterwards, so a reply can say how many insurers it hid (issue 9), and the
// rows of a version are cached once for every adviser.

const planColumns = {
  planId: plans.id,
  planName: plans.planName,
  planShortName: plans.planShortName,
  insurer: insurers.name,
  insurerShortName: insurers.shortName,
};

type QueryOf<T extends { where: (q: never) => unknown }> = Parameters<T['where']>[0];

export function findShieldRows(db: Db, q: QueryOf<typeof SHIELD_PREMIUMS>) {
  const t = shieldPremiums;
  return db
    .select({ ...planColumns, planTier: t.planTier, medisaveCents: t.medisaveCents, cashCents: t.cashCents })
    .from(t)
    .innerJoin(plans, eq(plans.id, t.planId))
    .innerJoin(insurers, eq(insurers.id, plans.insurerId))
    .where(SHIELD_PREMIUMS.where(q));
}

export function findLtcRows(db: Db, q: QueryOf<typeof LTC_PREMIUMS>) {
  const t = ltcPremiums;
  return db
    .select({ ...planColumns, adls: t.adls, premiumTerm: t.premiumTerm, ratePer100Cents: t.ratePer100Cents })
    .from(t)
    .innerJoin(plans, eq(plans.id, t.planId))
    .innerJoin(insurers, eq(insurers.id, plans.insurerId))
    .where(LTC_PREMIUMS.where(q));
}

export function findMaternityRows(db: Db, q: QueryOf<typeof MATERNITY_PREMIUMS>) {
  const t = maternityPremiums;
  return db
    .select({
      ...planColumns,
      planType: t.planType,
      pregnancyType: t.pregnancyType,
      sumInsuredCents: t.sumInsuredCents,
      premiumCents: t.premiumCents,
    })
    .from(t)
    .innerJoin(plans, eq(plans.id, t.planId))
    .innerJoin(insurers, eq(insurers.id, plans.insurerId))
    .where(MATERNITY_PREMIUMS.where(q));
}

export function findMultiCiRows(db: Db, q: QueryOf<typeof MULTI_CI_PREMIUMS>) {
  const t = multiCiPremiums;
  return db
    .select({
      ...planColumns,
      policyTerm: t.policyTerm,
      maxClaimPct: t.maxClaimPct,
      isMaxOpenEnded: t.isMaxOpenEnded,
      coverType: t.coverType,
      waiver: t.waiver,
      ratePer1000Cents: t.ratePer1000Cents,
    })
    .from(t)
    .innerJoin(plans, eq(plans.id, t.planId))
    .innerJoin(insurers, eq(insurers.id, plans.insurerId))
    .where(MULTI_CI_PREMIUMS.where(q));
}

export function findTermRates(db: Db, q: QueryOf<typeof TERM_PREMIUMS>) {
  const t = termPremiums;
  return db
    .select({
      ...planColumns,
      policyTerm: t.policyTerm,
      cover: t.cover,
      ratePer1000Cents: t.ratePer1000Cents,
    })
    .from(t)
    .innerJoin(plans, eq(plans.id, t.planId))
    .innerJoin(insurers, eq(insurers.id, plans.insurerId))
    .where(TERM_PREMIUMS.where(q));
}

/**
 * The youngest and oldest ANB any premium row of the version sells to, for the given policy terms when
 * the type has them: the ages the tool covers, read from the data it searches (issue 9).
 */
export async function findAnbRange(
  db: Db,
  q: { type: BuiltComparisonType; versionId: number; policyTerms?: string[] },
): Promise<{ min: number; max: number } | undefined> {
  const { table: t, policyTermColumn } = PREMIUM_TABLES[q.type];
  const termFilter = q.policyTerms && policyTermColumn ? inArray(policyTermColumn, q.policyTerms) : undefined;
  const [row] = await db
    .select({ min: min(t.anbFrom), max: max(t.anbTo) })
    .from(t)
    .where(and(eq(t.datasetVersionId, q.versionId), termFilter));
  return row?.min === null || row?.max === null || !row ? undefined : { min: row.min, max: row.max };
}
