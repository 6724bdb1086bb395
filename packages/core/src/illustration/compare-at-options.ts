import { ageAtPolicyYear } from './compare-at.js';

// Spec 001 §9 and issue 11: Whole Life Endowment and Lifetime Income compare at policy years 20 to 60,
// step 10, default 40 (ADR 0011 reads §9's "compare ages" as policy years). Each option names the year
// and the insured's age at its end, ANB - 1 + year, so the adviser sees both.

export const POLICY_YEAR_COMPARE_AT_YEARS = [20, 30, 40, 50, 60] as const;
export const DEFAULT_POLICY_YEAR_COMPARE_AT = 40;

export interface CompareAtYearOption {
  policyYear: number;
  /** The insured's age at the end of that policy year. */
  ageYears: number;
  label: string;
}

/** The compare-at choices for an insured entering at ANB `entryAge`: 'Year 40 (age 79)'. */
export function policyYearCompareAtOptions(
  entryAge: number,
  policyYears: readonly number[] = POLICY_YEAR_COMPARE_AT_YEARS,
): CompareAtYearOption[] {
  return policyYears.map((policyYear) => {
    const ageYears = ageAtPolicyYear(policyYear, entryAge);
    return { policyYear, ageYears, label: `Year ${policyYear} (age ${ageYears})` };
  });
}
