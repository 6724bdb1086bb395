import {
  BASIS_FIELDS,
  IllustrationError,
  yearOf,
  type IllustrationYear,
  type ValueBasis,
  type ValueSeries,
} from './value-series.js';

// ADR 0011: sums add the yearly cents as they were rounded, i.e. what the client pays and receives.

function sumToYear(series: ValueSeries, policyYear: number, field: keyof IllustrationYear): number {
  yearOf(series, policyYear);
  let sum = 0;
  for (let index = 0; index < policyYear; index += 1) sum += (series[index] as IllustrationYear)[field];
  // past 2^53 cents an addition would round; no real plan comes near, but a cent must never drift
  if (!Number.isSafeInteger(sum))
    throw new IllustrationError('VALUE', `${field} to year ${policyYear} overflows`);
  return sum;
}

/** Premiums due at the start of years 1..N: all paid by the end of year N. */
export const premiumsPaidToYear = (series: ValueSeries, policyYear: number): number =>
  sumToYear(series, policyYear, 'premiumDueCents');

/** Payouts paid by the end of year N, before maturity ones included. */
export const payoutsReceivedToYear = (series: ValueSeries, policyYear: number, basis: ValueBasis): number =>
  sumToYear(series, policyYear, BASIS_FIELDS[basis].payout);

/** Surrender value at the end of year N (the maturity benefit at the last year). */
export const surrenderValueAtYear = (series: ValueSeries, policyYear: number, basis: ValueBasis): number =>
  yearOf(series, policyYear)[BASIS_FIELDS[basis].surrenderValue];

export const deathBenefitAtYear = (series: ValueSeries, policyYear: number, basis: ValueBasis): number =>
  yearOf(series, policyYear)[BASIS_FIELDS[basis].deathBenefit];
