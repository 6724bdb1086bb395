import { IllustrationError } from './value-series.js';

// ADR 0011 and spec 001 §2, §9: the values and KPI view modes show each plan at one point, chosen as a
// policy year (lifetime income, endowment) or as the insured's age (whole life, universal life index).

export type CompareAtBy = 'policyYear' | 'age';
export interface CompareAt {
  by: CompareAtBy;
  value: number;
}

function assertWholeNumber(name: string, value: number): void {
  if (!Number.isInteger(value)) throw new IllustrationError('VALUE', `${name} must be a whole number`);
}

/**
 * The insured enters at ANB `entryAge`, so turns `entryAge` during year 1 and is `entryAge + N - 1` at
 * the end of year N.
 */
export function ageAtPolicyYear(policyYear: number, entryAge: number): number {
  assertWholeNumber('policyYear', policyYear);
  assertWholeNumber('entryAge', entryAge);
  return entryAge + policyYear - 1;
}

/**
 * The policy year at whose end the insured is `age`; null when that is before the end of year 1 or
 * after the last policy year: the plan has no value there, and a neighbouring year's would mislead.
 */
export function policyYearAtAge(age: number, entryAge: number, lastPolicyYear: number): number | null {
  assertWholeNumber('age', age);
  assertWholeNumber('entryAge', entryAge);
  return withinTerm(age - entryAge + 1, lastPolicyYear);
}

/** The policy year a compare-at choice points to, null outside years 1..lastPolicyYear. */
export function resolveCompareAt(
  compareAt: CompareAt,
  entryAge: number,
  lastPolicyYear: number,
): number | null {
  if (compareAt.by === 'age') return policyYearAtAge(compareAt.value, entryAge, lastPolicyYear);
  assertWholeNumber('policyYear', compareAt.value);
  return withinTerm(compareAt.value, lastPolicyYear);
}

function withinTerm(policyYear: number, lastPolicyYear: number): number | null {
  assertWholeNumber('lastPolicyYear', lastPolicyYear);
  return policyYear >= 1 && policyYear <= lastPolicyYear ? policyYear : null;
}
