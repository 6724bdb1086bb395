import {
  ENDOWMENT_COMPARE_AT_YEARS,
  LIFETIME_INCOME_PREMIUM_TERMS,
  type LifetimeIncomeRow,
} from '@portal/contracts';
import type { ComparisonEngine } from './engine.js';
import {
  figuresOfScaled,
  findValueSeriesCandidates,
  scaledIllustrations,
  valueRowBase,
  valueRowRank,
  type ValueSeriesCandidate,
} from './value-series-plans.js';

// Issue 11, spec 001 §3, §7, §9 Lifetime Income: as Whole Life Endowment, with the payout start, the
// yearly income and a kpi entry per compare year.
export const LIFETIME_INCOME_ENGINE: ComparisonEngine<'lifetimeIncome', ValueSeriesCandidate> = {
  async find(deps, dataset, body) {
    const candidates = await findValueSeriesCandidates(deps, dataset, {
      entryAge: body.anb,
      gender: body.gender,
      smoker: body.smoker,
      premiumTerms: body.premiumTerms ?? LIFETIME_INCOME_PREMIUM_TERMS,
      coverOption: '',
    });
    return { candidates, facts: { anb: body.anb, isIllustratedByEntryAge: true } };
  },
  toRows: (candidate, body, promo) => {
    const all = scaledIllustrations(candidate, body);
    const figuresOf = figuresOfScaled(all, ENDOWMENT_COMPARE_AT_YEARS);
    return all.map((scaled, k): LifetimeIncomeRow => {
      const first = scaled.series.find((year) => year.payoutGtdCents > 0 || year.payoutTotalCents > 0);
      return {
        ...valueRowBase(candidate, scaled, body.anb, promo),
        payoutStart: first?.policyYear ?? null,
        yearlyPayoutGtdCents: first?.payoutGtdCents ?? 0,
        yearlyPayoutTotalCents: first?.payoutTotalCents ?? 0,
        kpi: figuresOf[k]!.map((values, i) => ({
          compareAtYear: ENDOWMENT_COMPARE_AT_YEARS[i]!,
          values,
        })),
      };
    });
  },
  rankKey: valueRowRank,
};
