import { irr } from '../finance/cash-flows.js';
import { isFinanceError } from '../finance/finance-error.js';
import { BASIS_FIELDS, yearOf, type ValueBasis, type ValueSeries } from './value-series.js';

/**
 * The client's cash flows in cents if the plan is surrendered at the end of year N, one per year end
 * t = 0..N (ADR 0011): the premium of year t + 1 goes out at t (none at t = N), the payout of year t
 * comes in at t, and the surrender value of year N comes in at t = N.
 */
export function planCashFlowsToYear(series: ValueSeries, policyYear: number, basis: ValueBasis): number[] {
  yearOf(series, policyYear);
  const { payout, surrenderValue } = BASIS_FIELDS[basis];
  // series[t] is policy year t + 1 (yearOf above: years 1..policyYear are in place)
  const flows = new Array<number>(policyYear + 1);
  flows[0] = -series[0]!.premiumDueCents;
  for (let t = 1; t < policyYear; t += 1) flows[t] = series[t - 1]![payout] - series[t]!.premiumDueCents;
  const last = series[policyYear - 1]!;
  flows[policyYear] = last[payout] + last[surrenderValue];
  return flows;
}

/**
 * The spreadsheet IRR (yearly rate as a fraction) of `planCashFlowsToYear`. Null when the flows never
 * change sign (nothing back yet, or nothing paid), where the spreadsheet answers #NUM!: there is no rate
 * to show, and the row shows "-". A flow that has a rate the solver cannot find still throws.
 */
export function irrToYear(
  series: ValueSeries,
  policyYear: number,
  basis: ValueBasis,
  /** Where the solver starts (the spreadsheet's 10 %); a nearby year's rate saves iterations (ADR 0031). */
  guess = 0.1,
): number | null {
  const flows = planCashFlowsToYear(series, policyYear, basis);
  try {
    return irr(flows, guess);
  } catch (error) {
    if (isFinanceError(error) && error.code === 'NUM') return null;
    throw error;
  }
}
