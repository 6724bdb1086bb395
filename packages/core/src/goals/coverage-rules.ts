import { roundHalfUp } from './rounding.js';

// Issue 15, Coverage Calculator: the rules of thumb of the Basic Financial Planning Guide published by
// the Life Insurance Association Singapore (LIA) with MoneySense (the national financial literacy
// programme led by MAS). They are a first check, not advice: the page says so and names the sources.

export const COVERAGE_RULES = {
  /** Death and total and permanent disability cover: about 9 times annual income. */
  deathTpdIncomeMultiple: 9,
  /** Critical illness cover: about 4 times annual income. */
  criticalIllnessIncomeMultiple: 4,
  /** An emergency fund of 3 to 6 months of expenses. */
  emergencyFundMonthsMin: 3,
  emergencyFundMonthsMax: 6,
  /** No more than 15 % of income spent on protection premiums. */
  protectionBudgetPct: 15,
} as const;

export interface CoverageInput {
  /** Whole dollars a year. */
  annualIncome: number;
  /** Whole dollars a month. */
  monthlyExpenses: number;
  existingDeath: number;
  existingTpd: number;
  existingCriticalIllness: number;
  /** Cash set aside for emergencies. */
  existingEmergencyFund: number;
  /** What the client pays a year for protection today. */
  annualPremiums: number;
}

export type CoverageNeedKey = 'death' | 'tpd' | 'criticalIllness' | 'emergencyFund';

export interface CoverageNeed {
  key: CoverageNeedKey;
  /** The amount the rule of thumb suggests (the lower end for the emergency fund). */
  recommended: number;
  existing: number;
  /** recommended - existing when positive, else 0. */
  gap: number;
}

export interface CoverageResult {
  needs: CoverageNeed[];
  /** The upper end of the emergency fund range. */
  emergencyFundMax: number;
  /** 15 % of the annual income. */
  protectionBudget: number;
  /** Premiums above the budget, or 0. */
  premiumsOverBudget: number;
}

const need = (key: CoverageNeedKey, recommended: number, existing: number): CoverageNeed => ({
  key,
  recommended: roundHalfUp(recommended),
  existing,
  gap: Math.max(0, roundHalfUp(recommended) - existing),
});

/** Each need by the rule of thumb against the client's existing cover, with the gap to close. */
export function assessCoverage(input: CoverageInput): CoverageResult {
  const r = COVERAGE_RULES;
  const protectionBudget = roundHalfUp((input.annualIncome * r.protectionBudgetPct) / 100);
  return {
    needs: [
      need('death', input.annualIncome * r.deathTpdIncomeMultiple, input.existingDeath),
      need('tpd', input.annualIncome * r.deathTpdIncomeMultiple, input.existingTpd),
      need(
        'criticalIllness',
        input.annualIncome * r.criticalIllnessIncomeMultiple,
        input.existingCriticalIllness,
      ),
      need('emergencyFund', input.monthlyExpenses * r.emergencyFundMonthsMin, input.existingEmergencyFund),
    ],
    emergencyFundMax: roundHalfUp(input.monthlyExpenses * r.emergencyFundMonthsMax),
    protectionBudget,
    premiumsOverBudget: Math.max(0, input.annualPremiums - protectionBudget),
  };
}
