import { BASIS_FIELDS, type ValueBasis, type ValueSeries } from './value-series.js';

/**
 * The first policy year at whose end surrender value plus payouts received so far reaches the premiums
 * paid so far; null when no year of the illustration does (a plan that never gives back what it took).
 */
export function breakEvenYear(series: ValueSeries, basis: ValueBasis): number | null {
  const fields = BASIS_FIELDS[basis];
  let premiumsPaid = 0;
  let payoutsReceived = 0;
  for (const row of series) {
    premiumsPaid += row.premiumDueCents;
    payoutsReceived += row[fields.payout];
    if (row[fields.surrenderValue] + payoutsReceived >= premiumsPaid) return row.policyYear;
  }
  return null;
}
