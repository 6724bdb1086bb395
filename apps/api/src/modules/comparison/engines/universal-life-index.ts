import {
  ULI_INDEX_SHARE,
  ULI_STRESS_POINTS,
  type UliAllocation,
  type UniversalLifeIndexedRow,
} from '@portal/contracts';
import {
  blendedCreditingRate,
  lastPolicyYear,
  policyYearAtAge,
  premiumsPaidToYear,
  projectUniversalLife,
  scaleUnitSeries,
  surrenderValueAtYear,
  type UniversalLifeTerms,
} from '@portal/core';
import { z } from 'zod';
import { findPlanExtras } from '../../products/illustrations.repository.js';
import { cachedRows, type ComparisonEngine } from './engine.js';
import { atOneRate, findValueSeriesCandidates, type ValueSeriesCandidate } from './value-series-plans.js';

// Issue 12, spec 001 §3, §7, §9 Universal Life Index: each plan for each allocation asked for, at the
// sum insured and premium term asked for. The guaranteed and current surrender values are the stored
// illustration (per 1,000 of sum insured, cover option = allocation); the lapse ages and the stressed
// illustration come from the core's projection of the plan's own terms, kept in its product `extra`
// (ADR 0032).

const planTermsSchema = z.object({
  currency: z.string().default('SGD'),
  indexAccType: z.string(),
  indexAccCurrent: z.number(),
  indexAccMin: z.number(),
  indexAccMax: z.number(),
  fixedGeneralAccCurrent: z.number(),
  fixedGeneralAccMin: z.number(),
  premiumChargeRate: z.number().min(0).max(1),
  policyFeePer1000: z.number().min(0),
  coiFromAge: z.number().int(),
  coiPer1000ByAge: z.array(z.number().min(0)),
  surrenderCharges: z.array(z.number().min(0).max(1)),
});
type PlanTerms = z.infer<typeof planTermsSchema>;

export interface UliCandidate extends ValueSeriesCandidate {
  terms: PlanTerms;
  byAllocation: { allocation: UliAllocation; illustrations: ValueSeriesCandidate['illustrations'] }[];
}

const LAST_AGE = 100;
const lapseWords = (age: number | null, rate: number) =>
  `${age === null ? 'in force to 100' : `lapses at age ${age}`} at ${rate.toFixed(2)}%`;
const percentRound = (x: number) => Math.round(x * 100) / 100;

export const UNIVERSAL_LIFE_INDEX_ENGINE: ComparisonEngine<'universalLifeIndexed', UliCandidate> = {
  async find(deps, dataset, body) {
    const plans = new Map<number, Omit<UliCandidate, 'terms'>>();
    for (const allocation of body.allocationList) {
      const found = await findValueSeriesCandidates(deps, dataset, {
        entryAge: body.anb,
        gender: body.gender,
        smoker: body.smoker,
        premiumTerms: [body.premiumTerm],
        coverOption: allocation,
      });
      // Issue 33: one LIA rate a reply, the body's (4.25 when not given).
      for (const plan of atOneRate(found, body.illustrationRate)) {
        const candidate = plans.get(plan.planId) ?? { ...plan, illustrations: [], byAllocation: [] };
        candidate.byAllocation.push({ allocation, illustrations: plan.illustrations });
        plans.set(plan.planId, candidate);
      }
    }
    const planIds = [...plans.keys()].sort((a, b) => a - b);
    const extras = await cachedRows(
      deps,
      'uliPlanTerms',
      async (q) => [...(await findPlanExtras(deps.db, q.versionId, q.planIds)).entries()],
      { versionId: dataset.id, planIds },
    );
    const termsOf = new Map(extras.map(([planId, extra]) => [planId, planTermsSchema.safeParse(extra)]));
    const candidates: UliCandidate[] = [];
    for (const plan of plans.values()) {
      const parsed = termsOf.get(plan.planId);
      // A plan without its terms cannot be illustrated under stress: it is left out, not guessed.
      if (parsed?.success) candidates.push({ ...plan, terms: parsed.data });
    }
    return { candidates, facts: { anb: body.anb, isIllustratedByEntryAge: true } };
  },
  toRows: (candidate, body, promo) =>
    candidate.byAllocation.flatMap(({ allocation, illustrations }) =>
      illustrations.map((stored): UniversalLifeIndexedRow => {
        const t = candidate.terms;
        const sumInsuredCents = body.sumInsured * 100;
        const series = scaleUnitSeries(stored.years, sumInsuredCents);
        const indexShare = ULI_INDEX_SHARE[allocation];
        const blend = (index: number, fixed: number) =>
          percentRound(blendedCreditingRate(indexShare / 100, index, fixed));
        const currentRate = blend(t.indexAccCurrent, t.fixedGeneralAccCurrent);
        const minimumRate = blend(t.indexAccMin, t.fixedGeneralAccMin);
        const stressedRate = percentRound(Math.max(minimumRate, currentRate - ULI_STRESS_POINTS));
        const terms: UniversalLifeTerms = {
          entryAge: body.anb,
          lastAge: LAST_AGE,
          sumInsuredCents,
          premiumsCents: series.map((y) => y.premiumDueCents),
          premiumChargeRate: t.premiumChargeRate,
          policyFeePer1000: t.policyFeePer1000,
          coiPer1000ByAge: t.coiPer1000ByAge,
          coiFromAge: t.coiFromAge,
          surrenderCharges: t.surrenderCharges,
        };
        const at = (rate: number) => projectUniversalLife(terms, rate / 100);
        const current = at(currentRate);
        const minimum = at(minimumRate);
        const stressed = at(stressedRate);
        const last = lastPolicyYear(series);
        const illustration = stressed.years.map((y) => {
          const year = policyYearAtAge(y.age, body.anb, last);
          return {
            age: y.age,
            guaranteedSurrenderValue: year === null ? 0 : surrenderValueAtYear(series, year, 'guaranteed'),
            currentSurrenderValue: year === null ? 0 : surrenderValueAtYear(series, year, 'total'),
            stressedSurrenderValue: y.surrenderValueCents,
          };
        });
        return {
          uniqueID: `${candidate.insurer} - ${candidate.planName} - ${body.sumInsured} - ${stored.premiumTerm} - ${allocation}`,
          insurer: candidate.insurer,
          insurerShortName: candidate.insurerShortName,
          insurer_shortName: candidate.insurerShortName,
          planName: candidate.planName,
          planShortName: candidate.planShortName,
          plan_shortName: candidate.planShortName,
          promo,
          currency: t.currency,
          entryAge: body.anb,
          sumInsured: body.sumInsured,
          allocation,
          indexAccountAllocation: indexShare,
          fixedAccountAllocation: 100 - indexShare,
          lapseAge: current.lapseAge,
          indexAccType: t.indexAccType,
          indexAccCurrent: t.indexAccCurrent,
          indexAccMin: t.indexAccMin,
          indexAccMax: t.indexAccMax,
          fixedGeneralAccCurrent: t.fixedGeneralAccCurrent,
          fixedGeneralAccMin: t.fixedGeneralAccMin,
          premiumTerm: stored.premiumTerm,
          premium: series[0]?.premiumDueCents ?? 0,
          totalPremium: premiumsPaidToYear(series, last),
          minimumRate,
          lapseAgeAtMinimum: minimum.lapseAge,
          stressedRate,
          lapseAgeAtStressed: stressed.lapseAge,
          illustration,
          summary: `Credited ${currentRate.toFixed(2)}% a year: ${lapseWords(current.lapseAge, currentRate)}, ${lapseWords(stressed.lapseAge, stressedRate)} and ${lapseWords(minimum.lapseAge, minimumRate)} (the guaranteed minimum).`,
        };
      }),
    ),
  // Allocation (100 % index first), then the premium.
  rankKey: (row) => (100 - row.indexAccountAllocation) * 1e12 + row.premium,
};
