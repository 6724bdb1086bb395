import { addCalendarYears } from '../dates/calendar-arithmetic.js';
import { roundHalfUpToCent } from './scaling.js';
import { IllustrationError } from './value-series.js';

// Issue 11: the total premium is paid in equal annual instalments at the start of policy years
// 1..premiumTerm; a single premium (term 1) is paid once, at the start.

function assertPremiumTerm(premiumTermYears: number): void {
  if (!Number.isSafeInteger(premiumTermYears) || premiumTermYears < 1)
    throw new IllustrationError('VALUE', 'the premium term must be a whole number of years, at least 1');
}

/**
 * The instalment due at the start of each policy year 1..premiumTerm, in cents: the total over the term,
 * rounded half up once (ADR 0011's rounding), so S$100,000 over 3 years is 3 x 33,333.33, the same
 * cents as a stored 333.333333 per 1,000 scales to.
 */
export function premiumInstalmentsCents(totalPremiumCents: number, premiumTermYears: number): number[] {
  assertPremiumTerm(premiumTermYears);
  if (!Number.isSafeInteger(totalPremiumCents) || totalPremiumCents <= 0)
    throw new IllustrationError('VALUE', 'the total premium must be a positive whole number of cents');
  const instalment = Number(roundHalfUpToCent(BigInt(totalPremiumCents), BigInt(premiumTermYears)));
  return new Array<number>(premiumTermYears).fill(instalment);
}

/** The dates the instalments fall due: the policy start date and each anniversary within the term. */
export function premiumDueDates(policyStart: string, premiumTermYears: number): string[] {
  assertPremiumTerm(premiumTermYears);
  return Array.from({ length: premiumTermYears }, (_unused, year) => addCalendarYears(policyStart, year));
}
