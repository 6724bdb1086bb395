import {
  ENDOWMENT_COMPARE_AT_YEARS,
  LIFETIME_INCOME_PREMIUM_TERMS,
  type LifetimeIncomeRow,
} from '@portal/contracts';
import { endowmentFamilyEngine } from './endowment-family.js';
import type { ComparisonEngine } from './engine.js';
import type { ValueSeriesCandidate } from './value-series-plans.js';

// Issue 11, spec 001 §3, §7, §9 Lifetime Income: as Whole Life Endowment, with the payout start, the
// yearly income and a kpi entry per compare year.
export const LIFETIME_INCOME_ENGINE: ComparisonEngine<'lifetimeIncome', ValueSeriesCandidate> =
  endowmentFamilyEngine(LIFETIME_INCOME_PREMIUM_TERMS, (base, scaled, figures): LifetimeIncomeRow => {
    const first = scaled.series.find((year) => year.payoutGtdCents > 0 || year.payoutTotalCents > 0);
    return {
      ...base,
      payoutStart: first?.policyYear ?? null,
      yearlyPayoutGtdCents: first?.payoutGtdCents ?? 0,
      yearlyPayoutTotalCents: first?.payoutTotalCents ?? 0,
      kpi: figures.map((values, i) => ({ compareAtYear: ENDOWMENT_COMPARE_AT_YEARS[i]!, values })),
    };
  });
