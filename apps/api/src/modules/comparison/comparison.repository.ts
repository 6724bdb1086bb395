import { and, eq, gte, inArray, lte, max, min } from 'drizzle-orm';
import type { BuiltComparisonType } from '@portal/contracts';
import type { Db } from '../../db/client.js';
import {
  insurers,
  ltcPremiums,
  maternityPremiums,
  multiCiPremiums,
  plans,
  shieldPremiums,
  termPremiums,
} from '../../db/schema.js';

// One query per comparison type over its premium table: the indexed filter columns in the WHERE clause,
// plan and insurer names joined in. Every insurer is read; the services apply the adviser's display
// filter afterwards, so a reply can say how many insurers it hid (issue 9), and the rows of a version
// are cached once for every adviser.

const planColumns = {
  planId: plans.id,
  planName: plans.planName,
  planShortName: plans.planShortName,
  insurer: insurers.name,
  insurerShortName: insurers.shortName,
};

export interface AgeQuery {
  versionId: number;
  anb: number;
}

export function findShieldRows(db: Db, q: AgeQuery & { coverageType: string }) {
  const t = shieldPremiums;
  return db
    .select({ ...planColumns, planTier: t.planTier, medisaveCents: t.medisaveCents, cashCents: t.cashCents })
    .from(t)
    .innerJoin(plans, eq(plans.id, t.planId))
    .innerJoin(insurers, eq(insurers.id, plans.insurerId))
    .where(
      and(
        eq(t.datasetVersionId, q.versionId),
        eq(t.coverageType, q.coverageType),
        lte(t.anbFrom, q.anb),
        gte(t.anbTo, q.anb),
      ),
    );
}

export function findLtcRows(db: Db, q: AgeQuery & { gender: string; adls: number[] }) {
  const t = ltcPremiums;
  return db
    .select({ ...planColumns, adls: t.adls, premiumTerm: t.premiumTerm, ratePer100Cents: t.ratePer100Cents })
    .from(t)
    .innerJoin(plans, eq(plans.id, t.planId))
    .innerJoin(insurers, eq(insurers.id, plans.insurerId))
    .where(
      and(
        eq(t.datasetVersionId, q.versionId),
        eq(t.gender, q.gender),
        inArray(t.adls, q.adls),
        lte(t.anbFrom, q.anb),
        gte(t.anbTo, q.anb),
      ),
    );
}

export function findMaternityRows(
  db: Db,
  q: AgeQuery & { sumInsuredCents: number; pregnancyType: string; planTypes: string[] },
) {
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
    .where(
      and(
        eq(t.datasetVersionId, q.versionId),
        eq(t.sumInsuredCents, q.sumInsuredCents),
        eq(t.pregnancyType, q.pregnancyType),
        inArray(t.planType, q.planTypes),
        lte(t.anbFrom, q.anb),
        gte(t.anbTo, q.anb),
      ),
    );
}

export interface LifeQuery extends AgeQuery {
  gender: string;
  smoker: string;
  policyTerms: string[];
}

export function findMultiCiRows(db: Db, q: LifeQuery) {
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
    .where(lifeWhere(t, q));
}

export function findTermRates(db: Db, q: LifeQuery & { covers: string[] }) {
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
    .where(and(lifeWhere(t, q), inArray(t.cover, q.covers)));
}

function lifeWhere(t: typeof multiCiPremiums | typeof termPremiums, q: LifeQuery) {
  return and(
    eq(t.datasetVersionId, q.versionId),
    eq(t.gender, q.gender),
    eq(t.smoker, q.smoker),
    inArray(t.policyTerm, q.policyTerms),
    lte(t.anbFrom, q.anb),
    gte(t.anbTo, q.anb),
  );
}

const PREMIUM_TABLES = {
  shieldSingle: shieldPremiums,
  longTermCare: ltcPremiums,
  maternity: maternityPremiums,
  multiPayCI: multiCiPremiums,
  term: termPremiums,
} as const;

/**
 * The youngest and oldest ANB any premium row of the version sells to, for the given policy terms when
 * the type has them: the ages the tool covers, read from the data it searches (issue 9).
 */
export async function findAnbRange(
  db: Db,
  q: { type: BuiltComparisonType; versionId: number; policyTerms?: string[] },
): Promise<{ min: number; max: number } | undefined> {
  const t = PREMIUM_TABLES[q.type];
  const termFilter = q.policyTerms && 'policyTerm' in t ? inArray(t.policyTerm, q.policyTerms) : undefined;
  const [row] = await db
    .select({ min: min(t.anbFrom), max: max(t.anbTo) })
    .from(t)
    .where(and(eq(t.datasetVersionId, q.versionId), termFilter));
  return row?.min === null || row?.max === null || !row ? undefined : { min: row.min, max: row.max };
}
