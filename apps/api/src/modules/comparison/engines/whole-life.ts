import {
  WHOLE_LIFE_BASIC_SUM_ASSURED_CENTS,
  WHOLE_LIFE_COMPARE_AT_AGES,
  WHOLE_LIFE_MESSAGES,
  type WholeLifeKpiValues,
  type WholeLifePlanBody,
  type WholeLifePlanRow,
} from '@portal/contracts';
import {
  deathBenefitAtYear,
  lastPolicyYear,
  policyYearAtAge,
  premiumsPaidToYear,
  scaleUnitSeries,
  surrenderValueAtYear,
  wholeLifeCoverAmount,
  wholeLifeEffectiveSumAssured,
  type ValueSeries,
} from '@portal/core';
import type { ComparisonEngine } from './engine.js';
import { atOneRate, findValueSeriesCandidates, type ValueSeriesCandidate } from './value-series-plans.js';

// Issue 12, spec 001 §3, §5, §7, §9 Whole Life (limited pay): each plan for each premium term and
// multiplier expiry age asked for, at one basic sum assured, with its values at every compare-at age
// (ADR 0032). The stored series is per 1,000 of basic sum assured under the cover option
// '<multiplier>X-<expiry age>'; the multiplied cover and the ECI/CI amounts come from the core.

export interface WholeLifeCandidate extends ValueSeriesCandidate {
  /** The stored illustrations by multiplier expiry age. */
  byExpiry: { expiryAge: number; illustrations: ValueSeriesCandidate['illustrations'] }[];
}

/** Rounded to 4 decimals: the ratio a table shows at 2, with room for a reader to check it. */
const perDollar = (valueCents: number, paidCents: number) =>
  paidCents === 0 ? 0 : Math.round((valueCents / paidCents) * 10_000) / 10_000;

export function wholeLifeValuesAt(
  series: ValueSeries,
  body: Pick<WholeLifePlanBody, 'anb' | 'cover' | 'multiplier'>,
  expiryAge: number,
  age: number,
): WholeLifeKpiValues | null {
  const year = policyYearAtAge(age, body.anb, lastPolicyYear(series));
  if (year === null) return null;
  const bsa = WHOLE_LIFE_BASIC_SUM_ASSURED_CENTS;
  const premiumsPaid = premiumsPaidToYear(series, year);
  const deathEffectiveSumInsured = wholeLifeEffectiveSumAssured(bsa, body.multiplier, expiryAge, age);
  // Reversionary bonuses: what the total death benefit adds to the guaranteed one.
  const bonus = Math.max(
    0,
    deathBenefitAtYear(series, year, 'total') - deathBenefitAtYear(series, year, 'guaranteed'),
  );
  const deathCoverWithRB = deathEffectiveSumInsured + bonus;
  const cashValueGuranteed = surrenderValueAtYear(series, year, 'guaranteed');
  const cashValueTotal = surrenderValueAtYear(series, year, 'total');
  const cover = {
    basicSumAssuredCents: bsa,
    multiplier: body.multiplier,
    multiplierExpiryAge: expiryAge,
    coverType: body.cover,
    age,
  };
  return {
    policyYear: year,
    premiumsPaid,
    deathCoverWithRB,
    deathEffectiveSumInsured,
    cashValueGuranteed,
    cashValueTotal,
    eciAmount: wholeLifeCoverAmount({ ...cover, planCover: 'ECI' }),
    ciAmount: wholeLifeCoverAmount({ ...cover, planCover: 'CI' }),
    deathCoverWithRBPerDollar: perDollar(deathCoverWithRB, premiumsPaid),
    deathEffectiveSumInsuredPerDollar: perDollar(deathEffectiveSumInsured, premiumsPaid),
    cashValueGuranteedPerDollar: perDollar(cashValueGuranteed, premiumsPaid),
    cashValueTotalPerDollar: perDollar(cashValueTotal, premiumsPaid),
  };
}

export const WHOLE_LIFE_ENGINE: ComparisonEngine<'wholeLifePlan', WholeLifeCandidate> = {
  async find(deps, dataset, body) {
    const plans = new Map<number, WholeLifeCandidate>();
    for (const expiryAge of body.multiplierExpiryList) {
      const found = await findValueSeriesCandidates(deps, dataset, {
        entryAge: body.anb,
        gender: body.gender,
        smoker: body.smoker,
        premiumTerms: body.premiumTermList,
        coverOption: `${body.multiplier}X-${expiryAge}`,
      });
      // Issue 33: one LIA rate a reply, the body's (4.25 when not given).
      for (const plan of atOneRate(found, body.illustrationRate)) {
        const candidate = plans.get(plan.planId) ?? { ...plan, illustrations: [], byExpiry: [] };
        candidate.byExpiry.push({ expiryAge, illustrations: plan.illustrations });
        plans.set(plan.planId, candidate);
      }
    }
    return {
      candidates: [...plans.values()],
      facts: {
        anb: body.anb,
        isIllustratedByEntryAge: true,
        before: body.smoker === 'S' ? WHOLE_LIFE_MESSAGES.smokerNotCovered : null,
      },
    };
  },
  toRows: (candidate, body, promo) =>
    candidate.byExpiry.flatMap(({ expiryAge, illustrations }) =>
      illustrations.map((stored): WholeLifePlanRow => {
        const series = scaleUnitSeries(stored.years, WHOLE_LIFE_BASIC_SUM_ASSURED_CENTS);
        return {
          uniqueID: `${candidate.insurer} - ${candidate.planName} - ${stored.premiumTerm} - ${body.multiplier}X-${expiryAge}`,
          insurer: candidate.insurer,
          insurerShortName: candidate.insurerShortName,
          planName: candidate.planName,
          planShortName: candidate.planShortName,
          promo,
          entryAge: body.anb,
          basicSumAssured: WHOLE_LIFE_BASIC_SUM_ASSURED_CENTS,
          multiplier: body.multiplier,
          multiplierExpiryAge: expiryAge,
          coverType: body.cover,
          premiumTerm: stored.premiumTerm,
          annualPremiumCents: series[0]?.premiumDueCents ?? 0,
          totalPremiumCents: premiumsPaidToYear(series, lastPolicyYear(series)),
          kpi: WHOLE_LIFE_COMPARE_AT_AGES.map((age) => ({
            compareAtAge: age,
            values: wholeLifeValuesAt(series, body, expiryAge, age),
          })),
        };
      }),
    ),
  // Premium term, then expiry age, then the annual premium (lowest first).
  rankKey: (row) => row.premiumTerm * 1e12 + row.multiplierExpiryAge * 1e9 + row.annualPremiumCents,
};
