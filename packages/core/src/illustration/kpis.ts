import { breakEvenYear } from './break-even.js';
import { resolveCompareAt, type CompareAt } from './compare-at.js';
import { irrToYear } from './plan-irr.js';
import {
  deathBenefitAtYear,
  payoutsReceivedToYear,
  premiumsPaidToYear,
  surrenderValueAtYear,
} from './totals.js';
import { lastPolicyYear, type ValueBasis, type ValueSeries } from './value-series.js';

/** One basis' figures at the end of a policy year. */
export interface BasisKpis {
  payoutsReceivedCents: number;
  surrenderValueCents: number;
  deathBenefitCents: number;
  /** Yearly IRR as a fraction; null when the flows so far never change sign. */
  irr: number | null;
}

/** What the values and KPI view modes show for one plan at one point (ADR 0011). */
export interface KpisAtYear {
  policyYear: number;
  premiumsPaidCents: number;
  guaranteed: BasisKpis;
  total: BasisKpis;
}

const basisKpis = (series: ValueSeries, policyYear: number, basis: ValueBasis): BasisKpis => ({
  payoutsReceivedCents: payoutsReceivedToYear(series, policyYear, basis),
  surrenderValueCents: surrenderValueAtYear(series, policyYear, basis),
  deathBenefitCents: deathBenefitAtYear(series, policyYear, basis),
  irr: irrToYear(series, policyYear, basis),
});

export const kpisAtYear = (series: ValueSeries, policyYear: number): KpisAtYear => ({
  policyYear,
  premiumsPaidCents: premiumsPaidToYear(series, policyYear),
  guaranteed: basisKpis(series, policyYear, 'guaranteed'),
  total: basisKpis(series, policyYear, 'total'),
});

/** Null when the compare-at point falls outside the illustration (see `resolveCompareAt`). */
export function kpisAtCompareAt(
  series: ValueSeries,
  compareAt: CompareAt,
  entryAge: number,
): KpisAtYear | null {
  const policyYear = resolveCompareAt(compareAt, entryAge, lastPolicyYear(series));
  return policyYear === null ? null : kpisAtYear(series, policyYear);
}

/** Break-even years over the whole illustration (spec 001 §3 breakEvenYear_Guaranteed / _Total). */
export const breakEvenYears = (series: ValueSeries) => ({
  guaranteed: breakEvenYear(series, 'guaranteed'),
  total: breakEvenYear(series, 'total'),
});
