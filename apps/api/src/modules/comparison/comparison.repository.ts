import { and, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
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
// plan and insurer names joined in, and the adviser's insurer display filter applied here (spec 001 §3).

const planColumns = {
  planId: plans.id,
  planName: plans.planName,
  planShortName: plans.planShortName,
  insurer: insurers.name,
  insurerShortName: insurers.shortName,
};

/** Empty `onlyInsurers`: every insurer. */
const insurerFilter = (onlyInsurers: string[]): SQL | undefined =>
  onlyInsurers.length > 0 ? inArray(insurers.name, onlyInsurers) : undefined;

export interface AgeQuery {
  versionId: number;
  anb: number;
  onlyInsurers: string[];
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
        insurerFilter(q.onlyInsurers),
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
        insurerFilter(q.onlyInsurers),
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
        insurerFilter(q.onlyInsurers),
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
    insurerFilter(q.onlyInsurers),
  );
}
